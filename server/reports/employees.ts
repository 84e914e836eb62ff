import type { ServerResponse } from 'node:http';
import { and, asc, count, eq, gt, ilike, like, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { fetchEmployeePage, toEmployeeRecord } from '@/server/agency/employees';
import type { Database } from '@/server/db';
import { employees } from '@/server/db/schema';
import { containing, startingWith } from '@/server/db/sql-helpers';
import { runPagedSync } from '@/server/jobs/paged-sync';
import type { JobDefinition } from '@/server/jobs/types';
import type { SpreadsheetColumn } from '@/server/spreadsheets/columns';
import { keysetPages } from '@/server/spreadsheets/keyset';
import { sendPeopleSpreadsheet } from '@/server/privacy/report-reads';
import type { SessionUser } from '@/utils/session-user';
import type { AdminPage } from '@/utils/schemas/personnel-admin';
import type { EmployeeReportQuery, EmployeeView, OpdOption } from '@/utils/schemas/personnel-reports';
import type { EmployeeRow } from '@/utils/schemas/agency-employees';

// The province's employees (docs/personnel-admin.md section 4): copied whole from the agency
// gateway by a job, listed, and downloaded whole (limit=-1), streamed.

/** Rows per agency page: the agency gateway is the agency's own, so pages are large. */
const AGENCY_PAGE_SIZE = 1_000;

export const employeesSyncJob: JobDefinition<Record<string, never>> = {
  kind: 'employees-sync',
  params: z.object({}).strict() as z.ZodType<Record<string, never>>,
  keyOf: () => 'all',
  titleOf: () => 'Sinkronisasi data pegawai dari BKD',
  async run(ctx) {
    const copied = await runPagedSync(ctx, {
      pageSize: AGENCY_PAGE_SIZE,
      fetchPage: (offset, limit) => fetchEmployeePage({ offset, limit }),
      toRecord: (row) => toEmployeeRecord(row as EmployeeRow),
      clear: (tx) => tx.delete(employees).then(() => undefined),
      insert: (tx, records) => tx.insert(employees).values(records).onConflictDoNothing().then(() => undefined),
    });
    await ctx.log(`${copied} pegawai tersimpan.`);
  },
};

function employeeWhere(query: Pick<EmployeeReportQuery, 'search' | 'opdId' | 'jenis'>): SQL | undefined {
  const filters: SQL[] = [];
  const term = query.search?.trim();
  if (term) filters.push(/^\d+$/.test(term) ? like(employees.nip, startingWith(term)) : (or(ilike(employees.nama, containing(term)), ilike(employees.unorNama, containing(term))) as SQL));
  if (query.opdId) filters.push(eq(employees.opdId, query.opdId));
  if (query.jenis) filters.push(eq(employees.jenisPegawai, query.jenis));
  return filters.length > 0 ? and(...filters) : undefined;
}

const VIEW = {
  nip: employees.nip,
  nama: employees.nama,
  jenisPegawai: employees.jenisPegawai,
  golongan: employees.golongan,
  jabatan: employees.jabatan,
  unorNama: employees.unorNama,
  opdId: employees.opdId,
  opdNama: employees.opdNama,
};

export async function listEmployees(db: Database, query: EmployeeReportQuery & { limit: number }): Promise<AdminPage<EmployeeView>> {
  const where = employeeWhere(query);
  const [data, [{ total }]] = await Promise.all([
    db
      .select(VIEW)
      .from(employees)
      .where(where)
      .orderBy(asc(employees.nama), asc(employees.nip))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(employees).where(where),
  ]);
  return { data, total, page: query.page, limit: query.limit };
}

/** The OPDs employees belong to, with their head counts (the report's unit filter). */
export async function employeeOpds(db: Database): Promise<OpdOption[]> {
  const rows = await db
    .select({ id: employees.opdId, nama: employees.opdNama, total: count() })
    .from(employees)
    .groupBy(employees.opdId, employees.opdNama)
    .orderBy(asc(employees.opdNama));
  return rows.filter((r): r is OpdOption => r.id !== null && r.nama !== null);
}

const COLUMNS: readonly SpreadsheetColumn[] = [
  { key: 'nip', header: 'NIP', type: 'text', width: 21 },
  { key: 'nama', header: 'Nama', type: 'text', width: 32 },
  { key: 'jenisPegawai', header: 'Jenis Pegawai', type: 'text', width: 12 },
  { key: 'golongan', header: 'Golongan', type: 'text', width: 10 },
  { key: 'jabatan', header: 'Jabatan', type: 'text', width: 36 },
  { key: 'unorNama', header: 'Unit Kerja', type: 'text', width: 40 },
  { key: 'opdNama', header: 'Perangkat Daerah', type: 'text', width: 40 },
  { key: 'tmtPensiun', header: 'TMT Pensiun', type: 'date' },
  { key: 'pendidikan', header: 'Pendidikan', type: 'text', width: 24 },
];

/** The whole filtered list as a spreadsheet, read 1,000 rows at a time by NIP (never all in memory). */
export async function sendEmployeesSpreadsheet(res: ServerResponse, db: Database, reader: SessionUser, query: EmployeeReportQuery): Promise<void> {
  const where = employeeWhere(query);
  const fetchAfter = (cursor: string | null, limit: number) =>
    db
      .select({ ...VIEW, data: employees.data })
      .from(employees)
      .where(cursor ? and(where, gt(employees.nip, cursor)) : where)
      .orderBy(asc(employees.nip))
      .limit(limit);
  async function* pages() {
    for await (const rows of keysetPages(fetchAfter, (row) => row.nip)) {
      yield rows.map(({ data, ...row }) => ({ ...row, tmtPensiun: (data as EmployeeRow).tmt_pensiun, pendidikan: (data as EmployeeRow).pendidikan }));
    }
  }
  await sendPeopleSpreadsheet(res, { fileName: 'pegawai-pemprov-jatim', format: query.format, sheetName: 'Pegawai', columns: COLUMNS, pages: pages() }, { reader, report: 'Ekspor Laporan Pegawai' });
}
