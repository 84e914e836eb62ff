import { and, count, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { ticketComments, tickets } from '@/server/db/schema';
import { jakartaMonthRange } from '@/server/siasn-logs/jakarta-time';
import type { LandingStats } from '@/utils/schemas/landing';

const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/** `YYYY-MM` of `now` in Asia/Jakarta (UTC+7 all year). */
export const jakartaMonth = (now: Date) => new Date(now.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 7);

type Reader = Pick<Database, 'select' | '$with' | 'with'>;

/**
 * The landing's figures for the Jakarta month of `now`: the tickets whose first reply (a comment
 * by someone other than the requester, internal notes left out: the requester never sees them)
 * falls in the month, and the median of that reply's delay after the ticket was created. Only
 * the month's comments are read; a ticket already answered before the month is left out by an
 * index lookup on (ticket_id, created_at).
 */
export async function landingStats({ db, now = new Date() }: { db: Reader; now?: Date }): Promise<LandingStats> {
  const month = jakartaMonth(now);
  const { from, to } = jakartaMonthRange(month);
  const answeredBefore = sql`exists (select 1 from ticket_comments earlier where earlier.ticket_id = ${ticketComments.ticketId}
    and earlier.created_at < ${from.toISOString()}::timestamptz and earlier.user_id <> ${tickets.requesterId} and not earlier.is_internal)`;
  const firsts = db.$with('firsts').as(
    db
      .select({ minutes: sql<number>`extract(epoch from (min(${ticketComments.createdAt}) - ${tickets.createdAt})) / 60`.as('minutes') })
      .from(ticketComments)
      .innerJoin(tickets, eq(tickets.id, ticketComments.ticketId))
      .where(
        and(
          gte(ticketComments.createdAt, from),
          lt(ticketComments.createdAt, to),
          ne(ticketComments.userId, tickets.requesterId),
          eq(ticketComments.isInternal, false),
          sql`not ${answeredBefore}`,
        ),
      )
      .groupBy(tickets.id, tickets.createdAt),
  );
  const [row] = await db
    .with(firsts)
    .select({
      answered: count(),
      median: sql<number | null>`percentile_cont(0.5) within group (order by ${firsts.minutes})`.mapWith((v) => (v === null ? null : Math.max(0, Math.round(Number(v))))),
    })
    .from(firsts);
  return { month, answered_this_month: row?.answered ?? 0, median_first_response_minutes: row?.median ?? null };
}
