import type { ServerResponse } from 'node:http';
import { and, asc, count, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { employees, ipAsnScores, mfaActivations, siasnKp, siasnPemberhentian } from '@/server/db/schema';
import type { SpreadsheetColumn } from '@/server/spreadsheets/columns';
import { keysetPages } from '@/server/spreadsheets/keyset';
import { sendSpreadsheet } from '@/server/spreadsheets/write';
import type { AdminPage } from '@/utils/schemas/personnel-admin';
import type { MfaState, RekonMfaQuery, RekonMfaRow, RekonSummary } from '@/utils/schemas/rekon';
import { NO_SCORE } from './ip-asn';

// Reconciliation (docs/personnel-admin.md section 7): SIASN's lists and the agency's own data
// side by side. MFA: each employee of the agency's list against the uploaded activation list;
// an employee missing from it is TIDAK TERDATA.

const mfaState = sql<MfaState>`coalesce(${mfaActivations.status}, 'TIDAK TERDATA')`;

export async function rekonSummary(db: Database, tahun: number): Promise<RekonSummary> {
  const [mfa, kp, pemberhentian, ipAsn] = await Promise.all([
    db
      .select({ opdId: employees.opdId, opdNama: employees.opdNama, status: mfaState, total: count() })
      .from(employees)
      .leftJoin(mfaActivations, eq(mfaActivations.nip, employees.nip))
      .groupBy(employees.opdId, employees.opdNama, mfaState)
      .orderBy(asc(employees.opdNama)),
    db.select({ periode: siasnKp.periode, total: count() }).from(siasnKp).groupBy(siasnKp.periode).orderBy(desc(siasnKp.periode)).limit(12),
    db
      .select({ bulan: sql<string>`to_char(${siasnPemberhentian.tmtPensiun}, 'YYYY-MM')`, total: count() })
      .from(siasnPemberhentian)
      .groupBy(sql`1`)
      .orderBy(sql`1 desc`)
      .limit(24),
    db.select({ kategori: ipAsnScores.kategori, total: count() }).from(ipAsnScores).where(eq(ipAsnScores.tahun, tahun)).groupBy(ipAsnScores.kategori),
  ]);
  const perOpd = new Map<string, RekonSummary['mfa'][number]>();
  for (const row of mfa) {
    const key = row.opdId ?? '';
    const entry = perOpd.get(key) ?? { opdId: row.opdId, opdNama: row.opdNama ?? 'Tanpa perangkat daerah', SUDAH: 0, BELUM: 0, 'TIDAK TERDATA': 0 };
    entry[row.status] += row.total;
    perOpd.set(key, entry);
  }
  return {
    mfa: [...perOpd.values()],
    kp: kp.map((k) => ({ periode: k.periode, total: k.total })),
    pemberhentian: pemberhentian.reverse(),
    ipAsn: { tahun, distribution: ipAsn.map((d) => ({ kategori: d.kategori ?? NO_SCORE, total: d.total })) },
  };
}

function mfaWhere(query: Pick<RekonMfaQuery, 'opdId' | 'status'>): SQL | undefined {
  const filters: SQL[] = [];
  if (query.opdId) filters.push(eq(employees.opdId, query.opdId));
  if (query.status === 'TIDAK TERDATA') filters.push(isNull(mfaActivations.status));
  else if (query.status) filters.push(eq(mfaActivations.status, query.status));
  return filters.length > 0 ? and(...filters) : undefined;
}

const MFA_ROW = { nip: employees.nip, nama: employees.nama, opdNama: employees.opdNama, unorNama: employees.unorNama, status: mfaState };

/** The employees behind one MFA count (an OPD, a status), a page at a time. */
export async function rekonMfaList(db: Database, query: RekonMfaQuery & { limit: number }): Promise<AdminPage<RekonMfaRow>> {
  const where = mfaWhere(query);
  const base = () => db.select(MFA_ROW).from(employees).leftJoin(mfaActivations, eq(mfaActivations.nip, employees.nip));
  const [data, [{ total }]] = await Promise.all([
    base()
      .where(where)
      .orderBy(asc(employees.nama), asc(employees.nip))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(employees).leftJoin(mfaActivations, eq(mfaActivations.nip, employees.nip)).where(where),
  ]);
  return { data, total, page: query.page, limit: query.limit };
}

const MFA_COLUMNS: readonly SpreadsheetColumn[] = [
  { key: 'nip', header: 'NIP', type: 'text', width: 21 },
  { key: 'nama', header: 'Nama', type: 'text', width: 32 },
  { key: 'opdNama', header: 'Perangkat Daerah', type: 'text', width: 40 },
  { key: 'unorNama', header: 'Unit Kerja', type: 'text', width: 40 },
  { key: 'status', header: 'Status MFA', type: 'text', width: 14 },
];

/** The same list, whole, as a spreadsheet read by NIP. */
export async function sendRekonMfaSpreadsheet(res: ServerResponse, db: Database, query: RekonMfaQuery): Promise<void> {
  const where = mfaWhere(query);
  const fetchAfter = (cursor: string | null, limit: number) =>
    db
      .select(MFA_ROW)
      .from(employees)
      .leftJoin(mfaActivations, eq(mfaActivations.nip, employees.nip))
      .where(cursor ? and(where, gt(employees.nip, cursor)) : where)
      .orderBy(asc(employees.nip))
      .limit(limit);
  const suffix = query.status ? `-${query.status.toLowerCase().replace(' ', '-')}` : '';
  await sendSpreadsheet(res, { fileName: `rekon-mfa${suffix}`, format: query.format, sheetName: 'Rekon MFA', columns: MFA_COLUMNS, pages: keysetPages(fetchAfter, (row) => row.nip) });
}
