import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { commentMentions, users, type Ticket } from '@/server/db/schema';
import { notifyUsers } from '@/server/notifications/notify-users';
import { notificationEventText as t } from '@/locales/id/notification-events';
import { can } from '@/utils/permissions';
import type { SessionUser } from '@/utils/session-user';
import { parseMentions } from './mention-parser';

export const MENTION = 'mention';
const EXCERPT = 200;

export interface MentionSource {
  ticket: Pick<Ticket, 'id' | 'number' | 'requesterId' | 'isPublished'>;
  comment: { id: number; markdown: string; isInternal: boolean };
  author: SessionUser;
}

/**
 * Tells the people a comment mentions (`@username`, docs/notifications.md, E-mail section 3):
 * active accounts that may see the ticket (staff every ticket, a user their own or a published
 * one) and, for an internal note, its staff; never the author. Each person once per comment:
 * comment_mentions remembers who was told, so an edit tells only the newly mentioned. In the
 * caller's transaction.
 */
export async function notifyMentions(tx: Pick<Database, 'select' | 'insert'>, { ticket, comment, author }: MentionSource): Promise<number> {
  const names = parseMentions(comment.markdown);
  if (names.length === 0) return 0;
  const maySeeTicket = ticket.isPublished ? undefined : or(ne(users.currentRole, 'user'), eq(users.id, ticket.requesterId));
  const people = await tx
    .select({ id: users.id, current_role: users.currentRole })
    .from(users)
    .where(and(inArray(sql`lower(${users.username})`, names), isNull(users.deactivatedAt), ne(users.id, author.id), maySeeTicket));
  const readers = people.filter((p) => !comment.isInternal || can(p, 'see-internal-notes'));
  if (readers.length === 0) return 0;
  const told = await tx
    .insert(commentMentions)
    .values(readers.map((p) => ({ commentId: comment.id, userId: p.id })))
    .onConflictDoNothing()
    .returning({ userId: commentMentions.userId });
  return notifyUsers(tx, {
    toUserIds: told.map((row) => row.userId),
    fromUserId: author.id,
    type: MENTION,
    ticketId: ticket.id,
    title: t.mention(author.name ?? author.username, ticket.number, comment.isInternal),
    content: comment.markdown.slice(0, EXCERPT),
  });
}
