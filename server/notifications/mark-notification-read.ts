import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { notifications } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import type { SessionUser } from '@/utils/session-user';

/**
 * `PATCH /notifications/{id}`: opening a notification marks it read. Only my own (someone else's
 * answers 404 like a missing one); an already read one keeps its first read time.
 */
export async function markNotificationRead({ db, user, id }: { db: Database; user: SessionUser; id: number }): Promise<{ id: number; read_at: string }> {
  const mine = and(eq(notifications.id, id), eq(notifications.toUserId, user.id));
  await db.update(notifications).set({ readAt: new Date() }).where(and(mine, isNull(notifications.readAt)));
  const [row] = await db.select({ readAt: notifications.readAt }).from(notifications).where(mine);
  if (!row?.readAt) throw notFound('Notifikasi tidak ditemukan');
  return { id, read_at: row.readAt.toISOString() };
}
