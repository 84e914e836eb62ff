import { eq, sql } from 'drizzle-orm';
import { ticketComments, tickets, users } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { countOf, type Reader } from '@/server/db/sql-helpers';
import { userSummaryColumns } from '@/server/tickets/user-summary';
import type { UserInfo } from '@/utils/schemas/knowledge';
import type { SessionUser } from '@/utils/session-user';

// A plain user sees another person's tickets only when published (server/tickets/load-ticket.ts):
// the counters must not tell them how many private ones exist (issue 11).
const publishedTicket = sql`${sql.identifier('tickets')}.${sql.identifier('is_published')}`;
const onPublishedTicket = sql`exists (select 1 from ${sql.identifier('tickets')} as "shown" where "shown"."id" = ${sql.identifier('ticket_comments')}.${sql.identifier('ticket_id')} and "shown"."is_published")`;

/** What anyone signed in may know about a person: identity, role and two counters of what the viewer could see. */
export async function getUserInfo({ db, id, viewer }: { db: Reader; id: number; viewer: SessionUser }): Promise<UserInfo> {
  const seesAll = viewer.current_role !== 'user' || viewer.id === id;
  const [row] = await db
    .select({
      ...userSummaryColumns(users),
      group: users.group,
      total_tickets: countOf(tickets.requesterId, users.id, seesAll ? undefined : publishedTicket),
      total_answers: countOf(ticketComments.userId, users.id, seesAll ? sql`${ticketComments.isAnswer}` : sql`${ticketComments.isAnswer} and ${onPublishedTicket}`),
    })
    .from(users)
    .where(eq(users.id, id));
  if (!row) throw notFound('Pengguna tidak ditemukan');
  return row;
}
