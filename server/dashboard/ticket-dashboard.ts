import { count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/server/db/client';
import { status, tickets } from '@/server/db/schema';
import type { TicketDashboard } from '@/utils/schemas/tickets';

export const DashboardQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });

const ZONE = 'Asia/Jakarta';

/**
 * `GET /dashboard/tickets`: tickets per status (every status, zero included), tickets created
 * per day over the last `days` days in Jakarta time (zero-filled), and the total.
 */
export async function getTicketDashboard({ db, days }: { db: Pick<Database, 'select'>; days: number }): Promise<TicketDashboard> {
  const today = sql`(now() at time zone ${ZONE})::date`;
  const [byStatus, perDay] = await Promise.all([
    db
      .select({ code: status.code, name: status.name, color: status.color, total: count(tickets.id) })
      .from(status)
      .leftJoin(tickets, eq(tickets.statusCode, status.code))
      .groupBy(status.id)
      .orderBy(status.sortOrder, status.id),
    db
      .select({ date: sql<string>`to_char(day, 'YYYY-MM-DD')`, total: count(tickets.id) })
      .from(sql`generate_series(${today} - ${days - 1}::int, ${today}, interval '1 day') as day`)
      .leftJoin(tickets, sql`(${tickets.createdAt} at time zone ${ZONE})::date = day::date`)
      .groupBy(sql`day`)
      .orderBy(sql`day`),
  ]);
  return {
    by_status: byStatus,
    per_day: perDay,
    total: byStatus.reduce((sum, s) => sum + s.total, 0),
  };
}
