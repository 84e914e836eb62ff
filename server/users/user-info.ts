import { eq, sql } from 'drizzle-orm';
import { ticketComments, tickets, users } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { countOf, type Reader } from '@/server/db/sql-helpers';
import { userSummaryColumns } from '@/server/tickets/user-summary';
import type { UserInfo } from '@/utils/schemas/knowledge';

/** What anyone signed in may know about a person: identity, role and two counters. */
export async function getUserInfo({ db, id }: { db: Reader; id: number }): Promise<UserInfo> {
  const [row] = await db
    .select({
      ...userSummaryColumns(users),
      group: users.group,
      total_tickets: countOf(tickets.requesterId, users.id),
      total_answers: countOf(ticketComments.userId, users.id, sql`${ticketComments.isAnswer}`),
    })
    .from(users)
    .where(eq(users.id, id));
  if (!row) throw notFound('Pengguna tidak ditemukan');
  return row;
}
