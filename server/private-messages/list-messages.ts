import { and, count, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import { privateMessages } from '@/server/db/schema';
import { containing, type Reader } from '@/server/db/sql-helpers';
import type { PrivateMessagePage, PrivateMessageQuerySchema } from '@/utils/schemas/knowledge';
import { receiver, selectMessages, sender, toListItem } from './message-view';

type Query = z.output<typeof PrivateMessageQuerySchema>;

// The count joins the same people as the rows, because `search` may look at their names.
const selectCount = (db: Reader) =>
  db
    .select({ total: count() })
    .from(privateMessages)
    .innerJoin(sender, eq(sender.id, privateMessages.senderId))
    .innerJoin(receiver, eq(receiver.id, privateMessages.receiverId));

/**
 * The inbox (received) or the sent box, newest first. `search` looks at the subject, the content
 * and the other person's name or username; `unread` is the inbox's unread count for the badge.
 */
export async function listMessages({ db, userId, query }: { db: Reader; userId: number; query: Query }): Promise<PrivateMessagePage> {
  const { box, unread, search, page, limit } = query;
  const inbox = box === 'inbox';
  const counterpart = inbox ? sender : receiver;
  const pattern = search && containing(search);
  const where = and(
    eq(inbox ? privateMessages.receiverId : privateMessages.senderId, userId),
    unread ? isNull(privateMessages.readAt) : undefined,
    pattern
      ? or(
          ilike(privateMessages.subject, pattern),
          ilike(privateMessages.contentMarkdown, pattern),
          ilike(counterpart.name, pattern),
          ilike(counterpart.username, pattern),
        )
      : undefined,
  );
  const [rows, [{ total }], [{ unreadCount }]] = await Promise.all([
    selectMessages(db)
      .where(where)
      .orderBy(desc(privateMessages.createdAt), desc(privateMessages.id))
      .limit(limit)
      .offset((page - 1) * limit),
    selectCount(db).where(where),
    db
      .select({ unreadCount: count() })
      .from(privateMessages)
      .where(and(eq(privateMessages.receiverId, userId), isNull(privateMessages.readAt))),
  ]);
  return { data: rows.map((row) => toListItem(row, box)), total, page, limit, unread: unreadCount };
}
