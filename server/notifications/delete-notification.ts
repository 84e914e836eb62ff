import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { notifications } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import type { SessionUser } from '@/utils/session-user';

/** `DELETE /notifications/{id}`: only my own; someone else's answers 404 like a missing one. */
export async function deleteNotification({ db, user, id }: { db: Database; user: SessionUser; id: number }): Promise<void> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.toUserId, user.id)))
    .returning({ id: notifications.id });
  if (deleted.length === 0) throw notFound('Notifikasi tidak ditemukan');
}
