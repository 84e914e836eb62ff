import type { ServerResponse } from 'node:http';
import { and, asc, count, eq, gt, ilike, isNull, like, max, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/server/db';
import { employees, ipAsnScores } from '@/server/db/schema';
import { containing, startingWith } from '@/server/db/sql-helpers';
import { AppError } from '@/server/http/errors';
import { findLatestJob } from '@/server/jobs/store';
import { runPagedSync } from '@/server/jobs/paged-sync';
import type { JobDefinition } from '@/server/jobs/types';
import { toJobView } from '@/server/jobs/view';
import { loadCurrentIpAsn } from '@/server/siasn/ip-asn';
import { ipAsnReading, saveIpAsnReadings, toIpAsnSnapshot } from '@/server/siasn/ip-asn-snapshots';
import type { SpreadsheetColumn } from '@/server/spreadsheets/columns';
import { keysetPages } from '@/server/spreadsheets/keyset';
import { sendPeopleSpreadsheet } from '@/server/privacy/report-reads';
import type { SessionUser } from '@/utils/session-user';
import type { IpAsnReading } from '@/utils/schemas/ip-asn';
import type { IpAsnReportQuery, IpAsnReportPage, IpAsnScoreView } from '@/utils/schemas/personnel-reports';

// The IP ASN report (docs/personnel-admin.md section 4): SIASN gives each person's current score
// only, so a job reads everyone's, a few at a time, and keeps each in the year it was scored; the
// report of a year lists the readings kept for it with the spread over the categories.

/** Employees per staged page, and SIASN calls at once. */
const PAGE_SIZE = 40;
const AT_ONCE = 4;
/** The one key of the job: it has no period, every run reads the current scores. */
const IP_ASN_SYNC_KEY = 'current';

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

export const ipAsnSyncJob: JobDefinition<Record<string, never>> = {
  kind: 'ip-asn-sync',
  // No year to give. A run queued before the job took none carries `{ tahun }`: dropped, not refused.
  params: z.object({}) as z.ZodType<Record<string, never>>,
  keyOf: () => IP_ASN_SYNC_KEY,
  titleOf: () => 'Ambil nilai IP ASN terkini dari SIASN',
  async run(ctx) {
    const [{ total }] = await ctx.db.select({ total: count() }).from(employees);
    if (total === 0) throw new AppError('EMPLOYEES_NOT_SYNCED', 409);
    const copied = await runPagedSync(ctx, {
      pageSize: PAGE_SIZE,
      async fetchPage(offset, limit) {
        const people = await ctx.db
          .select({ nip: employees.nip, nama: employees.nama, opdId: employees.opdId, unorNama: employees.unorNama })
          .from(employees)
          .orderBy(asc(employees.nip))
          .limit(limit)
          .offset(offset);
        const rows = await inBatches(people, AT_ONCE, async (person) => ipAsnReading(person, await loadCurrentIpAsn(person.nip, ctx.actor), new Date()));
        return { rows, count: total };
      },
      toRecord: (row) => row as IpAsnReading,
      // Each reading goes into its own year; no year's rows are removed.
      insert: (tx, records) => saveIpAsnReadings(tx, records),
    });
    await ctx.log(`${copied} nilai IP ASN terkini dibaca; masing-masing tersimpan pada tahun penilaiannya.`);
  },
};

/** The label of the people SIASN has no score for, in the distribution. */
export const NO_SCORE = 'Tidak ada nilai';

function scoreWhere(tahun: number, query: Pick<IpAsnReportQuery, 'search' | 'opdId' | 'kategori'>): SQL {
  const filters: SQL[] = [eq(ipAsnScores.tahun, tahun)];
  const term = query.search?.trim();
  if (term) filters.push(/^\d+$/.test(term) ? like(ipAsnScores.nip, startingWith(term)) : ilike(ipAsnScores.nama, containing(term)));
  if (query.opdId) filters.push(eq(ipAsnScores.opdId, query.opdId));
  if (query.kategori) filters.push(query.kategori === NO_SCORE ? isNull(ipAsnScores.kategori) : eq(ipAsnScores.kategori, query.kategori));
  return and(...filters) as SQL;
}

export async function ipAsnReport(db: Database, query: IpAsnReportQuery & { limit: number }, thisYear: number): Promise<IpAsnReportPage> {
  const tahun = query.tahun ?? thisYear;
  const where = scoreWhere(tahun, query);
  const ofYear = scoreWhere(tahun, { opdId: query.opdId });
  const [data, [{ total }], spread, [{ fetchedAt }], job] = await Promise.all([
    db
      .select()
      .from(ipAsnScores)
      .where(where)
      // Highest first; the people without a score (Postgres would put them first) last.
      .orderBy(sql`${ipAsnScores.total} desc nulls last`, asc(ipAsnScores.nip))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(ipAsnScores).where(where),
    db.select({ kategori: ipAsnScores.kategori, total: count() }).from(ipAsnScores).where(ofYear).groupBy(ipAsnScores.kategori),
    db.select({ fetchedAt: max(ipAsnScores.fetchedAt) }).from(ipAsnScores).where(eq(ipAsnScores.tahun, tahun)),
    findLatestJob(db, 'ip-asn-sync', IP_ASN_SYNC_KEY),
  ]);
  return {
    tahun,
    data: data.map((row): IpAsnScoreView => ({ ...toIpAsnSnapshot(row), nip: row.nip, nama: row.nama, opdId: row.opdId, unorNama: row.unorNama })),
    total,
    page: query.page,
    limit: query.limit,
    distribution: spread.map((s) => ({ kategori: s.kategori ?? NO_SCORE, total: s.total })),
    fetchedAt: fetchedAt ? new Date(fetchedAt).toISOString() : null,
    job: job ? toJobView(job) : null,
  };
}

const COLUMNS: readonly SpreadsheetColumn[] = [
  { key: 'nip', header: 'NIP', type: 'text', width: 21 },
  { key: 'nama', header: 'Nama', type: 'text', width: 32 },
  { key: 'unorNama', header: 'Unit Kerja', type: 'text', width: 40 },
  { key: 'kualifikasi', header: 'Kualifikasi', type: 'number' },
  { key: 'kompetensi', header: 'Kompetensi', type: 'number' },
  { key: 'kinerja', header: 'Kinerja', type: 'number' },
  { key: 'disiplin', header: 'Disiplin', type: 'number' },
  { key: 'total', header: 'Nilai IP ASN', type: 'number' },
  { key: 'kategori', header: 'Kategori', type: 'text', width: 16 },
  { key: 'scoredAt', header: 'Tanggal Nilai', type: 'date' },
  { key: 'fetchedAt', header: 'Diambil', type: 'date' },
];

/** The year's scores with the report's filters, whole, as a spreadsheet read by NIP. */
export async function sendIpAsnSpreadsheet(res: ServerResponse, db: Database, reader: SessionUser, query: IpAsnReportQuery, thisYear: number): Promise<void> {
  const tahun = query.tahun ?? thisYear;
  const where = scoreWhere(tahun, query);
  const fetchAfter = (cursor: string | null, limit: number) =>
    db
      .select()
      .from(ipAsnScores)
      .where(cursor ? and(where, gt(ipAsnScores.nip, cursor)) : where)
      .orderBy(asc(ipAsnScores.nip))
      .limit(limit);
  const pages = keysetPages(fetchAfter, (row) => row.nip);
  async function* shown() {
    for await (const rows of pages) yield rows.map((row) => ({ ...row, kategori: row.kategori ?? NO_SCORE }));
  }
  await sendPeopleSpreadsheet(res, { fileName: `ip-asn-${tahun}`, format: query.format, sheetName: `IP ASN ${tahun}`, columns: COLUMNS, pages: shown() }, { reader, report: `Ekspor Laporan IP ASN ${tahun}` });
}
