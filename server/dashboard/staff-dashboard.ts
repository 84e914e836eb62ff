import { and, count, desc, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import { agentAvailability, tickets, users } from '@/server/db/schema';
import { awayNow } from '@/server/tickets/assignment/eligible-agents';
import type { DurationStats, StaffDashboard, StaffDashboardQuerySchema } from '@/utils/schemas/dashboard';

const ZONE = 'Asia/Jakarta';
const CLOSED = ['SELESAI', 'DITOLAK'];
const STAFF = ['admin', 'agent'] as const;
const DEFAULT_DAYS = 30;

type Reader = Pick<Database, 'select' | '$with' | 'with'>;

/** The range asked for, or the last 30 days up to today in Jakarta. */
function rangeOf(query: z.output<typeof StaffDashboardQuerySchema>): { from: string; to: string } {
  if (query.from && query.to) return { from: query.from, to: query.to };
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - (DEFAULT_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to: today };
}

const percentile = (p: number, minutes: ReturnType<typeof sql>) =>
  sql<number | null>`percentile_cont(${sql.raw(String(p))}) within group (order by ${minutes})`.mapWith((v) => (v === null ? null : Math.round(Number(v))));
const stats = (n: number, median: number | null, p90: number | null): DurationStats => ({ count: n, median, p90 });

/**
 * `GET /dashboard/staff`: per-agent load, first-response and resolution times (median, p90) for
 * tickets created in the range, overall, per assigned agent and per week, in one grouped query
 * over `tickets_created_idx` (range on created_at) with the comments' (ticket_id, created_at) index
 * for each ticket's first staff comment. Durations are minutes.
 */
export async function getStaffDashboard({ db, query }: { db: Reader; query: z.output<typeof StaffDashboardQuerySchema> }): Promise<StaffDashboard> {
  const { from, to } = rangeOf(query);
  const now = new Date();
  const start = sql`(${from}::date)::timestamp at time zone ${ZONE}`;
  const end = sql`((${to}::date + 1))::timestamp at time zone ${ZONE}`;
  // The first comment by someone who is staff now and is not the requester (an agent asking for
  // themself is not answering).
  const firstResponse = sql`(select min(c.created_at) from ticket_comments c join users u on u.id = c.user_id
    where c.ticket_id = ${tickets.id} and c.created_at >= ${tickets.createdAt} and c.user_id <> ${tickets.requesterId}
    and u.current_role in ('admin', 'agent'))`;
  const base = db.$with('base').as(
    db
      .select({
        assigneeId: sql<number | null>`${tickets.assigneeId}`.as('assignee_id'),
        week: sql<string>`to_char(date_trunc('week', ${tickets.createdAt} at time zone ${ZONE}), 'YYYY-MM-DD')`.as('week'),
        response: sql<number | null>`extract(epoch from (${firstResponse} - ${tickets.createdAt})) / 60`.as('response'),
        resolution: sql<number | null>`case when ${tickets.statusCode} = 'SELESAI' then extract(epoch from (${tickets.completedAt} - ${tickets.createdAt})) / 60 end`.as('resolution'),
      })
      .from(tickets)
      .where(and(gte(tickets.createdAt, start), lt(tickets.createdAt, end))),
  );
  const [groups, load] = await Promise.all([
    db
      .with(base)
      .select({
        byAgent: sql<number>`grouping(${base.assigneeId})`.mapWith(Number),
        byWeek: sql<number>`grouping(${base.week})`.mapWith(Number),
        assigneeId: base.assigneeId,
        week: base.week,
        responses: count(base.response),
        responseMedian: percentile(0.5, sql`${base.response}`),
        responseP90: percentile(0.9, sql`${base.response}`),
        resolutions: count(base.resolution),
        resolutionMedian: percentile(0.5, sql`${base.resolution}`),
        resolutionP90: percentile(0.9, sql`${base.resolution}`),
      })
      .from(base)
      .groupBy(sql`grouping sets ((${base.assigneeId}), (${base.week}), ())`),
    db
      .select({
        id: users.id,
        name: sql<string>`coalesce(${users.name}, ${users.username})`,
        open: count(tickets.id),
        away: sql<boolean>`coalesce(${awayNow(now)}, false)`.mapWith(Boolean),
        away_until: sql<string | null>`case when ${awayNow(now)} then ${agentAvailability.awayUntil} end`.mapWith((v) => (v === null ? null : new Date(v).toISOString())),
      })
      .from(users)
      .leftJoin(tickets, and(eq(tickets.assigneeId, users.id), notInArray(tickets.statusCode, CLOSED)))
      .leftJoin(agentAvailability, eq(agentAvailability.userId, users.id))
      .where(inArray(users.currentRole, [...STAFF]))
      .groupBy(users.id, agentAvailability.userId)
      .orderBy(desc(count(tickets.id)), users.id),
  ]);
  const names = new Map(load.map((a) => [a.id, a.name]));
  const missing = groups.filter((g) => g.byAgent === 0 && g.assigneeId !== null && !names.has(g.assigneeId)).map((g) => g.assigneeId as number);
  if (missing.length > 0) {
    for (const u of await db.select({ id: users.id, name: sql<string>`coalesce(${users.name}, ${users.username})` }).from(users).where(inArray(users.id, missing))) names.set(u.id, u.name);
  }
  const figures = (g: (typeof groups)[number]) => ({
    response: stats(g.responses, g.responseMedian, g.responseP90),
    resolution: stats(g.resolutions, g.resolutionMedian, g.resolutionP90),
  });
  const total = groups.find((g) => g.byAgent === 1 && g.byWeek === 1);
  return {
    from,
    to,
    load,
    overall: total ? figures(total) : { response: stats(0, null, null), resolution: stats(0, null, null) },
    agents: groups
      .filter((g) => g.byAgent === 0)
      .map((g) => ({ id: g.assigneeId, name: g.assigneeId === null ? null : (names.get(g.assigneeId) ?? null), ...figures(g) }))
      .sort((a, b) => b.response.count + b.resolution.count - (a.response.count + a.resolution.count)),
    weeks: groups
      .filter((g) => g.byWeek === 0)
      .map((g) => ({ week: g.week, ...figures(g) }))
      .sort((a, b) => a.week.localeCompare(b.week)),
  };
}
