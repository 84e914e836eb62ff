import { and, count, countDistinct, desc, eq, gte, lt, max, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { employees, personalDataReads, users } from '@/server/db/schema';
import { jakartaDaysRange } from '@/server/siasn-logs/jakarta-time';
import { unusualVolume } from '@/utils/rules/unusual-volume';
import type { AccessRangeQuery, AccessReportQuery, ReaderAccessRow, UnitAccessRow, UnusualReader } from '@/utils/schemas/access-reports';
import type { Paginated } from '@/utils/schemas/common';

// The access reports of /admin/akses-data (docs/privacy.md), over a range of Jakarta days on the
// `at` index. Reports and exports count as reads; the unusual-volume flag counts opened records only.

const inRange = ({ dari, sampai }: AccessRangeQuery) => {
  const { from, to } = jakartaDaysRange(dari, sampai);
  return and(gte(personalDataReads.at, from), lt(personalDataReads.at, to));
};
const readerName = sql<string>`coalesce(${users.name}, ${users.username})`;

/** Reads per reader, most first: views, distinct people, the last one. */
export async function readsPerReader(db: Database, query: AccessReportQuery): Promise<Paginated<ReaderAccessRow>> {
  const where = inRange(query);
  const reads = count();
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: users.id, name: readerName, role: users.currentRole, reads, people: countDistinct(personalDataReads.subjectNip), lastAt: max(personalDataReads.at) })
      .from(personalDataReads)
      .innerJoin(users, eq(users.id, personalDataReads.readerId))
      .where(where)
      .groupBy(users.id)
      .orderBy(desc(reads), users.id)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: countDistinct(personalDataReads.readerId) }).from(personalDataReads).where(where),
  ]);
  const data = rows.map((r) => ({ reader: { id: r.id, name: r.name }, role: r.role, reads: r.reads, people: r.people, last_at: (r.lastAt ?? new Date(0)).toISOString() }));
  return { data, total, page: query.page, limit: query.limit };
}

/** Reads per unit of the people read (their OPD in the employee list), most first. */
export async function readsPerUnit(db: Database, query: AccessReportQuery): Promise<Paginated<UnitAccessRow>> {
  const where = inRange(query);
  const reads = count();
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ unit: employees.opdNama, reads, people: countDistinct(personalDataReads.subjectNip), readers: countDistinct(personalDataReads.readerId) })
      .from(personalDataReads)
      .leftJoin(employees, eq(employees.nip, personalDataReads.subjectNip))
      .where(where)
      .groupBy(employees.opdNama)
      .orderBy(desc(reads), employees.opdNama)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: countDistinct(sql`coalesce(${employees.opdNama}, '')`) }).from(personalDataReads).leftJoin(employees, eq(employees.nip, personalDataReads.subjectNip)).where(where),
  ]);
  return { data: rows, total, page: query.page, limit: query.limit };
}

/** Readers flagged in the range (utils/rules/unusual-volume.ts), busiest first. */
export async function unusualReaders(db: Database, query: AccessRangeQuery): Promise<UnusualReader[]> {
  const day = sql<string>`to_char(${personalDataReads.at} at time zone 'UTC' + interval '7 hours', 'YYYY-MM-DD')`;
  const counts = await db
    .select({ day, readerId: personalDataReads.readerId, people: countDistinct(personalDataReads.subjectNip) })
    .from(personalDataReads)
    .where(and(inRange(query), sql`${personalDataReads.source} is distinct from 'report'`))
    .groupBy(day, personalDataReads.readerId);
  const flagged = unusualVolume(counts);
  if (flagged.length === 0) return [];
  const names = await db.select({ id: users.id, name: readerName }).from(users).where(sql`${users.id} in ${[...new Set(flagged.map((f) => f.readerId))]}`);
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return flagged.map((f) => ({ day: f.day, reader: { id: f.readerId, name: nameOf.get(f.readerId) ?? '' }, people: f.people, median: f.median }));
}
