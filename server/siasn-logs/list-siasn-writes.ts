import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { siasnWrites, users } from '@/server/db/schema';
import { iso } from '@/server/tickets/user-summary';
import { jakartaMonthRange } from './jakarta-time';
import type { SiasnWriteLogQuery, SiasnWriteLogRow } from '@/utils/schemas/siasn-logs';

// Every filter is an equality or an `at` range, so each list is one of the indexes on
// (at desc), (nip, at desc) or (service, at desc) read newest first.
function filtersOf(query: SiasnWriteLogQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.type) conditions.push(eq(siasnWrites.type, query.type));
  if (query.service) conditions.push(eq(siasnWrites.service, query.service));
  if (query.nip) conditions.push(eq(siasnWrites.nip, query.nip));
  if (query.action) conditions.push(eq(siasnWrites.action, query.action));
  if (query.month) {
    const { from, to } = jakartaMonthRange(query.month);
    conditions.push(gte(siasnWrites.at, from), lt(siasnWrites.at, to));
  }
  return and(...conditions);
}

/** A page of the write audit, newest first. */
export async function listSiasnWrites({ db, query }: { db: Database; query: SiasnWriteLogQuery }) {
  const where = filtersOf(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ write: siasnWrites, userId: users.id, userName: users.name, username: users.username })
      .from(siasnWrites)
      .leftJoin(users, eq(users.id, siasnWrites.userId))
      .where(where)
      .orderBy(desc(siasnWrites.at), desc(siasnWrites.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(siasnWrites).where(where),
  ]);
  const data: SiasnWriteLogRow[] = rows.map(({ write: w, userId, userName, username }) => ({
    id: w.id,
    at: iso(w.at),
    nip: w.nip,
    type: w.type,
    service: w.service,
    action: w.action,
    riwayat_id: w.riwayatId,
    request: w.request,
    outcome: w.outcome,
    gateway_message: w.gatewayMessage,
    duration_ms: w.durationMs,
    user: userId === null || username === null ? null : { id: userId, name: userName, username },
  }));
  return { rows: data, total, page: query.page, limit: query.limit };
}
