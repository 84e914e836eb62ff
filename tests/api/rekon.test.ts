import { beforeAll, describe, expect, it } from 'vitest';
import mfaUpload from '@/pages/api/siasn/ws/mfa';
import rekonMfa from '@/pages/api/siasn/ws/rekon/mfa';
import summaryRoute from '@/pages/api/siasn/ws/rekon/summary';
import ipAsnRoute from '@/pages/api/siasn/ws/report/ip-asn';
import { employees, ipAsnScores, siasnKp, siasnPemberhentian } from '@/server/db/schema';
import type { AdminPage } from '@/utils/schemas/personnel-admin';
import type { IpAsnReportPage } from '@/utils/schemas/personnel-reports';
import type { RekonMfaRow, RekonSummary } from '@/utils/schemas/rekon';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { createUser } from '../helpers/fixtures';
import { firstSheetOf, valuesOf, xlsxForm, xlsxOf } from '../helpers/xlsx-fixtures';

// Reconciliation (docs/personnel-admin.md section 7): counts per unit, period and category from
// the local copies, each opening the list behind it.
const ctx = useApiContext();
let admin: SessionUser;

const nip = (i: number) => `19800101200501${String(1000 + i).slice(-4)}`.slice(0, 18);
const person = (i: number, opd: 'A' | 'B') => ({ nip: nip(i), nama: `Pegawai ${i}`, jenisPegawai: 'PNS', opdId: `opd-${opd}`, opdNama: `Dinas ${opd}`, unorNama: `Bidang ${opd}`, data: {} });

beforeAll(async () => {
  admin = await createUser(ctx.db, { role: 'admin' });
  // Dinas A: 3 people, Dinas B: 2 people.
  await ctx.db.insert(employees).values([person(1, 'A'), person(2, 'A'), person(3, 'A'), person(4, 'B'), person(5, 'B')]);
  await ctx.db.insert(siasnKp).values([
    { periode: '2026-04-01', id: 'kp-1', nip: nip(1), nama: 'Pegawai 1', data: {} },
    { periode: '2026-04-01', id: 'kp-2', nip: nip(2), nama: 'Pegawai 2', data: {} },
    { periode: '2026-10-01', id: 'kp-3', nip: nip(4), nama: 'Pegawai 4', data: {} },
  ]);
  await ctx.db.insert(siasnPemberhentian).values([
    { id: 'p-1', nip: nip(3), nama: 'Pegawai 3', tmtPensiun: '2026-05-01', data: {} },
    { id: 'p-2', nip: nip(5), nama: 'Pegawai 5', tmtPensiun: '2026-05-01', data: {} },
    { id: 'p-3', nip: nip(9), nama: 'Pegawai 9', tmtPensiun: '2026-07-01', data: {} },
  ]);
  await ctx.db.insert(ipAsnScores).values([
    { tahun: 2026, nip: nip(1), nama: 'Pegawai 1', opdId: 'opd-A', total: 92.5, kategori: 'Sangat Tinggi' },
    { tahun: 2026, nip: nip(2), nama: 'Pegawai 2', opdId: 'opd-A', total: 75, kategori: 'Cukup' },
    { tahun: 2026, nip: nip(3), nama: 'Pegawai 3', opdId: 'opd-A', total: null, kategori: null },
  ]);
  // The activation list: two of Dinas A done, one of Dinas B not yet; the rest are not on it.
  const upload = await ctx.api.call(mfaUpload, { method: 'POST', path: '/siasn/ws/mfa', rawBody: xlsxForm(await xlsxOf([['NIP', 'Status'], [nip(1), 'SUDAH'], [nip(2), 'sudah'], [nip(4), 'BELUM']])), user: admin });
  expect(upload.status, JSON.stringify(upload.body)).toBe(200);
});

describe('reconciliation', () => {
  it('counts MFA per OPD (SUDAH / BELUM / TIDAK TERDATA), KP per period, dismissals per month, IP ASN per category', async () => {
    const { status, body } = await ctx.api.call<RekonSummary>(summaryRoute, { path: '/siasn/ws/rekon/summary?tahun=2026', user: admin });
    expect(status).toBe(200);
    expect(body.mfa).toEqual([
      { opdId: 'opd-A', opdNama: 'Dinas A', SUDAH: 2, BELUM: 0, 'TIDAK TERDATA': 1 },
      { opdId: 'opd-B', opdNama: 'Dinas B', SUDAH: 0, BELUM: 1, 'TIDAK TERDATA': 1 },
    ]);
    expect(body.kp).toEqual([{ periode: '2026-10-01', total: 1 }, { periode: '2026-04-01', total: 2 }]);
    expect(body.pemberhentian).toEqual([{ bulan: '2026-05', total: 2 }, { bulan: '2026-07', total: 1 }]);
    expect(body.ipAsn.tahun).toBe(2026);
    expect([...body.ipAsn.distribution].sort((a, b) => a.kategori.localeCompare(b.kategori))).toEqual([
      { kategori: 'Cukup', total: 1 },
      { kategori: 'Sangat Tinggi', total: 1 },
      { kategori: 'Tidak ada nilai', total: 1 },
    ]);
  });

  it('opens the employees behind an MFA count, and downloads them', async () => {
    const list = await ctx.api.call<AdminPage<RekonMfaRow>>(rekonMfa, { path: `/siasn/ws/rekon/mfa?opdId=opd-B&status=${encodeURIComponent('TIDAK TERDATA')}`, user: admin });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, data: [{ nip: nip(5), status: 'TIDAK TERDATA', opdNama: 'Dinas B' }] });
    const sudah = await ctx.api.call<AdminPage<RekonMfaRow>>(rekonMfa, { path: '/siasn/ws/rekon/mfa?status=SUDAH', user: admin });
    expect(sudah.body.data.map((r) => r.nip).sort()).toEqual([nip(1), nip(2)]);
    const file = await ctx.api.call<Buffer>(rekonMfa, { path: '/siasn/ws/rekon/mfa?limit=-1&opdId=opd-A', user: admin, bytes: true });
    expect(file.status).toBe(200);
    const rows = valuesOf(await firstSheetOf(file.body));
    expect(rows[0]).toEqual(['NIP', 'Nama', 'Perangkat Daerah', 'Unit Kerja', 'Status MFA']);
    expect(rows.slice(1).map((r) => [r[0], r[4]])).toEqual([[nip(1), 'SUDAH'], [nip(2), 'SUDAH'], [nip(3), 'TIDAK TERDATA']]);
  });

  it('lists the IP ASN of the year highest first, the people without a score last', async () => {
    const { body } = await ctx.api.call<IpAsnReportPage>(ipAsnRoute, { path: '/siasn/ws/report/ip-asn?tahun=2026', user: admin });
    expect(body.data.map((row) => [row.nip, row.total])).toEqual([[nip(1), 92.5], [nip(2), 75], [nip(3), null]]);
  });

  it('downloads the IP ASN list behind a category', async () => {
    const file = await ctx.api.call<Buffer>(ipAsnRoute, { path: `/siasn/ws/report/ip-asn?tahun=2026&limit=-1&kategori=${encodeURIComponent('Tidak ada nilai')}`, user: admin, bytes: true });
    expect(file.status).toBe(200);
    const rows = valuesOf(await firstSheetOf(file.body));
    expect(rows).toHaveLength(2);
    expect(rows[1][0]).toBe(nip(3));
    expect(rows[1][8]).toBe('Tidak ada nilai');
  });

  it('refuses bad input with 400', async () => {
    for (const query of ['status=MUNGKIN', 'limit=0', 'opdId=%27--']) expect((await ctx.api.call(rekonMfa, { path: `/siasn/ws/rekon/mfa?${query}`, user: admin })).status, query).toBe(400);
    expect((await ctx.api.call(summaryRoute, { path: '/siasn/ws/rekon/summary?tahun=abad', user: admin })).status).toBe(400);
  });
});
