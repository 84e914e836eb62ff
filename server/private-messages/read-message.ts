import { and, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { privateMessages } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import type { PrivateMessageView } from '@/utils/schemas/knowledge';
import { selectMessages, toMessageView } from './message-view';

/** Only the sender and the receiver see a message (404 for anyone else); the receiver opening it marks it read. */
export async function readMessage({ db, userId, id }: { db: Database; userId: number; id: number }): Promise<PrivateMessageView> {
  await db
    .update(privateMessages)
    .set({ readAt: new Date() })
    .where(and(eq(privateMessages.id, id), eq(privateMessages.receiverId, userId), isNull(privateMessages.readAt)));
  const [row] = await selectMessages(db).where(
    and(eq(privateMessages.id, id), or(eq(privateMessages.senderId, userId), eq(privateMessages.receiverId, userId))),
  );
  if (!row) throw notFound('Pesan tidak ditemukan');
  return toMessageView(row);
}
