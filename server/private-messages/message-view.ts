import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { privateMessages, users } from '@/server/db/schema';
import type { Reader } from '@/server/db/sql-helpers';
import { iso, userSummaryColumns } from '@/server/tickets/user-summary';
import type { PrivateMessageListItem, PrivateMessageView } from '@/utils/schemas/knowledge';

export const sender = alias(users, 'sender');
export const receiver = alias(users, 'receiver');

/** A message with both people as `UserSummary`s (two joins, no query per row). */
export function selectMessages(db: Reader) {
  return db
    .select({
      id: privateMessages.id,
      subject: privateMessages.subject,
      sender_id: privateMessages.senderId,
      receiver_id: privateMessages.receiverId,
      read_at: privateMessages.readAt,
      created_at: privateMessages.createdAt,
      content_markdown: privateMessages.contentMarkdown,
      content_html: privateMessages.contentHtml,
      sender: userSummaryColumns(sender),
      receiver: userSummaryColumns(receiver),
    })
    .from(privateMessages)
    .innerJoin(sender, eq(sender.id, privateMessages.senderId))
    .innerJoin(receiver, eq(receiver.id, privateMessages.receiverId));
}

type Row = Awaited<ReturnType<typeof selectMessages>>[number];

export const toMessageView = (row: Row): PrivateMessageView => ({ ...row, read_at: iso(row.read_at), created_at: iso(row.created_at) });

/** The list leaves the body out and names the other person of the conversation. */
export function toListItem({ id, subject, sender_id, receiver_id, read_at, created_at, ...row }: Row, box: 'inbox' | 'sent'): PrivateMessageListItem {
  return {
    id,
    subject,
    counterpart: box === 'inbox' ? row.sender : row.receiver,
    sender_id,
    receiver_id,
    read_at: iso(read_at),
    created_at: iso(created_at),
  };
}
