import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestMeta } from '@/server/comments/request-meta';
import type { Database } from '@/server/db/client';
import { privateMessages, users } from '@/server/db/schema';
import { badRequest } from '@/server/http/errors';
import { renderMarkdown } from '@/server/markdown/render-markdown';
import { notifyUsers } from '@/server/notifications/notify-users';
import { announceMessage } from '@/server/realtime/announce';
import { recordHistory } from '@/server/users/histories';
import type { PrivateMessageSchema, PrivateMessageView } from '@/utils/schemas/knowledge';
import type { SessionUser } from '@/utils/session-user';
import { readMessage } from './read-message';

export interface SendMessageOptions {
  db: Database;
  user: SessionUser;
  input: z.output<typeof PrivateMessageSchema>;
  meta?: RequestMeta;
}

const receiverError = (message: string) => badRequest(undefined, [{ path: 'receiver_id', message }]);

/** The message, the receiver's notification and the sender's history commit together. */
export async function sendMessage({ db, user, input, meta = {} }: SendMessageOptions): Promise<PrivateMessageView> {
  if (input.receiver_id === user.id) throw receiverError('Tidak dapat mengirim pesan ke diri sendiri');
  const contentHtml = await renderMarkdown(input.content);
  const id = await db.transaction(async (tx) => {
    const [to] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.receiver_id));
    if (!to) throw receiverError('Penerima tidak ditemukan');
    const [message] = await tx
      .insert(privateMessages)
      .values({ senderId: user.id, receiverId: to.id, subject: input.subject, contentMarkdown: input.content, contentHtml })
      .returning({ id: privateMessages.id });
    await notifyUsers(tx, {
      toUserIds: [to.id],
      fromUserId: user.id,
      type: 'private_message',
      title: `Pesan baru dari ${user.name ?? user.username}`,
      content: input.subject,
    });
    await recordHistory({ db: tx, userId: user.id, kind: 'private_message', ...meta });
    await announceMessage(tx, { messageId: message.id, senderId: user.id, receiverId: to.id, change: 'sent' });
    return message.id;
  });
  return readMessage({ db, userId: user.id, id });
}
