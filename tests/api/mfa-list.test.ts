import { asc } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import mfaRoute from '@/pages/api/siasn/ws/mfa';
import templateRoute from '@/pages/api/siasn/ws/mfa/template';
import { employees, mfaActivations } from '@/server/db/schema';
import type { MfaPage } from '@/utils/schemas/mfa';
import type { InvalidSpreadsheetAnswer, ReplaceCounts } from '@/utils/schemas/spreadsheets';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { createUser } from '../helpers/fixtures';
import { firstSheetOf, valuesOf, xlsxForm, xlsxOf } from '../helpers/xlsx-fixtures';

const ctx = useApiContext();
let admin: SessionUser;

const NIP = {
  budi: '199001012020121001',
  siti: '198502022010012002',
  agus: '197703032005011003',
  unknown: '196512312000121004',
};

beforeAll(async () => {
  admin = await createUser(ctx.db, { role: 'admin' });
  const employee = (nip: string, nama: string, opdId: string) => ({ nip, nama, jenisPegawai: 'PNS', opdId, opdNama: `OPD ${opdId}`, data: {} });
  await ctx.db.insert(employees).values([employee(NIP.budi, 'Budi Santoso', 'A1'), employee(NIP.siti, 'Siti Aminah', 'B2'), employee(NIP.agus, 'Agus Salim', 'A1')]);
});

const upload = (bytes: Buffer, name?: string) => ctx.api.call<ReplaceCounts | InvalidSpreadsheetAnswer>(mfaRoute, { method: 'POST', rawBody: xlsxForm(bytes, name), user: admin });
const list = (qs = '') => ctx.api.call<MfaPage>(mfaRoute, { path: `/siasn/ws/mfa${qs}`, user: admin });
const stored = () => ctx.db.select().from(mfaActivations).orderBy(asc(mfaActivations.nip));
const nipsOf = (page: MfaPage) => page.data.map((r) => r.nip);

describe('POST /siasn/ws/mfa', () => {
  it('replaces the list from an xlsx: NIPs as text (spaces dropped), SUDAH/BELUM in any case', async () => {
    const res = await upload(
      await xlsxOf([
        ['NIP', 'status'],
        [NIP.budi, 'SUDAH'],
        ['19850202 201001 2 002', 'belum'],
        [NIP.agus, ' Sudah '],
        [NIP.unknown, 'Belum'],
      ]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ removed: 0, inserted: 4 });
    expect((await stored()).map((r) => [r.nip, r.status, r.uploadedBy])).toEqual([
      [NIP.unknown, 'BELUM', admin.id],
      [NIP.agus, 'SUDAH', admin.id],
      [NIP.siti, 'BELUM', admin.id],
      [NIP.budi, 'SUDAH', admin.id],
    ]);
  });

  it('refuses bad NIPs and statuses, row by row, and changes nothing', async () => {
    const before = await stored();
    const res = await upload(
      await xlsxOf([
        ['NIP', 'Status'],
        [NIP.budi, 'SUDAH'],
        [199001012020121000, 'SUDAH'],
        ['19900101202012100', 'BELUM'],
        ['199001012020123001', 'BELUM'],
        [NIP.agus, 'MUNGKIN'],
        [NIP.budi, 'BELUM'],
        [null, 'SUDAH'],
      ]),
    );
    expect(res.status).toBe(422);
    expect((res.body as InvalidSpreadsheetAnswer).errors).toEqual([
      { row: 3, column: 'NIP', reason: 'Ketik NIP sebagai teks: Excel membulatkan angka 18 digit.' },
      { row: 4, column: 'NIP', reason: 'NIP harus 18 angka, dengan angka ke-15 berisi 1 (laki-laki) atau 2 (perempuan).' },
      { row: 5, column: 'NIP', reason: 'NIP harus 18 angka, dengan angka ke-15 berisi 1 (laki-laki) atau 2 (perempuan).' },
      { row: 6, column: 'Status', reason: 'Isi salah satu: SUDAH, BELUM.' },
      { row: 7, column: 'NIP', reason: 'Nilai ini sudah dipakai pada baris 2.' },
      { row: 8, column: 'NIP', reason: 'Wajib diisi.' },
    ]);
    expect(await stored()).toEqual(before);
  });

  it('refuses a file without the Status header', async () => {
    const res = await upload(await xlsxOf([['NIP'], [NIP.budi]]));
    expect(res.status).toBe(422);
    expect((res.body as InvalidSpreadsheetAnswer).errors).toEqual([{ row: 1, column: 'Status', reason: 'Kolom tidak ditemukan pada baris judul (baris 1).' }]);
  });

  it('refuses a CSV named .xlsx (415) and a file over 5 MB (413), changing nothing', async () => {
    const before = await stored();
    const csv = await upload(Buffer.from(`NIP;Status\r\n${NIP.budi};SUDAH\r\n`), 'mfa.xlsx');
    expect(csv.status).toBe(415);
    expect(csv.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    const big = await upload(Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(big.status).toBe(413);
    expect(await stored()).toEqual(before);
  });
});

describe('GET /siasn/ws/mfa', () => {
  it('lists by NIP with the employee name and OPD, null for a NIP without an employee row', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 4, page: 1, limit: 20 });
    expect(res.body.data[0]).toEqual({ nip: NIP.unknown, status: 'BELUM', nama: null, opdNama: null, uploadedAt: expect.any(String) });
    expect(res.body.data[1]).toMatchObject({ nip: NIP.agus, status: 'SUDAH', nama: 'Agus Salim', opdNama: 'OPD A1' });
  });

  it('filters by status, OPD, NIP prefix or name, and pages', async () => {
    expect(nipsOf((await list('?status=SUDAH')).body)).toEqual([NIP.agus, NIP.budi]);
    expect(nipsOf((await list('?opdId=A1')).body)).toEqual([NIP.agus, NIP.budi]);
    expect(nipsOf((await list('?search=1985')).body)).toEqual([NIP.siti]);
    expect(nipsOf((await list('?search=aminah')).body)).toEqual([NIP.siti]);
    expect(nipsOf((await list('?status=BELUM&search=santoso')).body)).toEqual([]);
    const second = await list('?limit=3&page=2');
    expect(second.body).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(nipsOf(second.body)).toEqual([NIP.budi]);
  });

  it('answers 400 for an unknown status', async () => {
    expect((await list('?status=MUNGKIN')).status).toBe(400);
  });
});

// Last: its upload replaces the list the tests above read.
describe('GET /siasn/ws/mfa/template', () => {
  const template = () => ctx.api.call<Buffer>(templateRoute, { path: '/siasn/ws/mfa/template', user: admin, bytes: true });

  it('is an xlsx with the NIP and Status headers and no row, admins only', async () => {
    const res = await template();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="templat-aktivasi-mfa.xlsx"');
    expect(valuesOf(await firstSheetOf(res.body))).toEqual([['NIP', 'Status']]);
    const agent = await createUser(ctx.db, { role: 'agent' });
    expect((await ctx.api.call(templateRoute, { path: '/siasn/ws/mfa/template', user: agent })).status).toBe(403);
  });

  it('filled in Excel, it uploads as it is', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await template()).body as unknown as ExcelJS.Buffer);
    workbook.worksheets[0].addRow([NIP.budi, 'SUDAH']);
    const res = await upload(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as ReplaceCounts).inserted).toBe(1);
  });
});
