import { and, count, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { siasnWrites } from '@/server/db/schema';
import type { SiasnWriteMonthly } from '@/utils/schemas/siasn-logs';
import { jakartaYear, jakartaYearRange } from './jakarta-time';

/**
 * How many writes each service sent per month of a year (Asia/Jakarta), months without writes
 * left out. The year is a range on `at` (siasn_writes_at_idx); only the grouping reads the zone.
 */
export async function monthlySiasnWrites({ db, year = jakartaYear() }: { db: Database; year?: number }) {
  const { from, to } = jakartaYearRange(year);
  const month = sql<string>`to_char(${siasnWrites.at} at time zone 'Asia/Jakarta', 'YYYY-MM')`;
  const rows = await db
    .select({ month, service: siasnWrites.service, count: count() })
    .from(siasnWrites)
    .where(and(gte(siasnWrites.at, from), lt(siasnWrites.at, to)))
    .groupBy(month, siasnWrites.service)
    .orderBy(month, siasnWrites.service);
  const months: SiasnWriteMonthly['months'] = rows.map((r) => ({ month: r.month, service: r.service, count: Number(r.count) }));
  return { year, months };
}
