import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { notifications } from '@/server/db/schema';
import type { SessionUser } from '@/utils/session-user';

/** `PUT /notifications`: every unread notification of mine becomes read. */
export async function markNotificationsRead({ db, user }: { db: Database; user: SessionUser }): Promise<{ updated: number }> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.toUserId, user.id), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: rows.length };
}
