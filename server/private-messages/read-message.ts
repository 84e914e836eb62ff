import { and, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { privateMessages } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { announceMessage } from '@/server/realtime/announce';
import type { PrivateMessageView } from '@/utils/schemas/knowledge';
import { selectMessages, toMessageView } from './message-view';

interface MessageInput {
  db: Database;
  userId: number;
  id: number;
}

/** Only the sender and the receiver see a message (404 for anyone else). Reading changes nothing. */
export async function readMessage({ db, userId, id }: MessageInput): Promise<PrivateMessageView> {
  const [row] = await selectMessages(db).where(
    and(eq(privateMessages.id, id), or(eq(privateMessages.senderId, userId), eq(privateMessages.receiverId, userId))),
  );
  if (!row) throw notFound('Pesan tidak ditemukan');
  return toMessageView(row);
}

/**
 * The receiver marks a message read: an explicit write, so an image or a prefetch that GETs the
 * message cannot do it (issue 11). The first read time is kept; the sender may call it too and
 * changes nothing. The first read is announced live to both people.
 */
export async function markMessageRead({ db, userId, id }: MessageInput): Promise<PrivateMessageView> {
  await db.transaction(async (tx) => {
    const [read] = await tx
      .update(privateMessages)
      .set({ readAt: new Date() })
      .where(and(eq(privateMessages.id, id), eq(privateMessages.receiverId, userId), isNull(privateMessages.readAt)))
      .returning({ senderId: privateMessages.senderId });
    if (read) await announceMessage(tx, { messageId: id, senderId: read.senderId, receiverId: userId, change: 'read' });
  });
  return readMessage({ db, userId, id });
}
