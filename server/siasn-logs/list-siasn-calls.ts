import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { siasnCalls, users } from '@/server/db/schema';
import { iso } from '@/server/tickets/user-summary';
import { jakartaMonthRange } from './jakarta-time';
import type { SiasnCallLogQuery, SiasnCallLogRow } from '@/utils/schemas/siasn-logs';

// Newest first along siasn_calls_at_idx; outcome and method only filter what it reads.
function filtersOf(query: SiasnCallLogQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.outcome) conditions.push(eq(siasnCalls.outcome, query.outcome));
  if (query.method) conditions.push(eq(siasnCalls.method, query.method));
  if (query.month) {
    const { from, to } = jakartaMonthRange(query.month);
    conditions.push(gte(siasnCalls.at, from), lt(siasnCalls.at, to));
  }
  return and(...conditions);
}

/** A page of the gateway call log, newest first. */
export async function listSiasnCalls({ db, query }: { db: Database; query: SiasnCallLogQuery }) {
  const where = filtersOf(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ call: siasnCalls, userId: users.id, userName: users.name, username: users.username })
      .from(siasnCalls)
      .leftJoin(users, eq(users.id, siasnCalls.userId))
      .where(where)
      .orderBy(desc(siasnCalls.at), desc(siasnCalls.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(siasnCalls).where(where),
  ]);
  const data: SiasnCallLogRow[] = rows.map(({ call: c, userId, userName, username }) => ({
    id: c.id,
    at: iso(c.at),
    method: c.method,
    path: c.path,
    status: c.status,
    outcome: c.outcome,
    duration_ms: c.durationMs,
    error_code: c.errorCode,
    user: userId === null || username === null ? null : { id: userId, name: userName, username },
  }));
  return { rows: data, total, page: query.page, limit: query.limit };
}
