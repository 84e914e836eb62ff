import { asc } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import listRoute from '@/pages/api/siasn/ws/report/ref-jft';
import templateRoute from '@/pages/api/siasn/ws/report/ref-jft/template';
import { refJft } from '@/server/db/schema';
import type { RefJftPage } from '@/utils/schemas/ref-jft';
import type { InvalidSpreadsheetAnswer, ReplaceCounts } from '@/utils/schemas/spreadsheets';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { createUser } from '../helpers/fixtures';
import { samplePdf } from '../helpers/pdf-fixtures';
import { firstSheetOf, valuesOf, xlsxForm, xlsxOf } from '../helpers/xlsx-fixtures';

const ctx = useApiContext();
let admin: SessionUser;

const HEADERS = ['ID', 'Nama Jabatan', 'Jenjang', 'Rumpun', 'BUP', 'Kelas Jabatan'];
const JFT = [
  ['JFT-001', 'Analis Kebijakan Ahli Pertama', 'Ahli Pertama', 'Analis Kebijakan', 58, 8],
  ['JFT-002', 'Arsiparis Terampil', 'Terampil', 'Kearsipan', 58, 6],
  ['JFT-003', 'Pranata Komputer Ahli Muda', 'Ahli Muda', 'Teknologi Informasi', 58, 9],
  ['JFT-010', 'Dokter Ahli Utama', 'Ahli Utama', 'Kesehatan', 65, 13],
  [4711, 'Guru Ahli Pertama', null, 'Pendidikan', 60, null],
];

beforeAll(async () => {
  admin = await createUser(ctx.db, { role: 'admin' });
});

const upload = (bytes: Buffer, name?: string) => ctx.api.call<ReplaceCounts | InvalidSpreadsheetAnswer>(listRoute, { method: 'POST', rawBody: xlsxForm(bytes, name), user: admin });
const list = (qs = '') => ctx.api.call<RefJftPage>(listRoute, { path: `/siasn/ws/report/ref-jft${qs}`, user: admin });
const template = () => ctx.api.call<Buffer>(templateRoute, { path: '/siasn/ws/report/ref-jft/template', user: admin, bytes: true });
const stored = () => ctx.db.select().from(refJft).orderBy(asc(refJft.id));

describe('GET /siasn/ws/report/ref-jft/template', () => {
  it('is an xlsx with the six headers and no row', async () => {
    const res = await template();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="templat-referensi-jft.xlsx"');
    expect(valuesOf(await firstSheetOf(res.body))).toEqual([HEADERS]);
  });
});

describe('POST /siasn/ws/report/ref-jft', () => {
  it('takes the template filled in Excel and replaces the reference', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await template()).body as unknown as ExcelJS.Buffer);
    for (const row of JFT) workbook.worksheets[0].addRow(row);
    const res = await upload(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ removed: 0, inserted: 5 });
    expect(await stored()).toHaveLength(5);
  });

  it('lists the reference by name with when it was uploaded', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 5, page: 1, limit: 20 });
    expect(res.body.data.map((r) => r.nama)).toEqual(['Analis Kebijakan Ahli Pertama', 'Arsiparis Terampil', 'Dokter Ahli Utama', 'Guru Ahli Pertama', 'Pranata Komputer Ahli Muda']);
    expect(res.body.data[3]).toEqual({ id: '4711', nama: 'Guru Ahli Pertama', jenjang: null, rumpun: 'Pendidikan', bup: 60, kelasJabatan: null });
    expect(Date.parse(res.body.updatedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('searches a name part (any case) or the start of an ID, and pages', async () => {
    expect((await list('?search=ahli%20PERTAMA')).body.data.map((r) => r.id)).toEqual(['JFT-001', '4711']);
    expect((await list('?search=JFT-00')).body.data.map((r) => r.id)).toEqual(['JFT-001', 'JFT-002', 'JFT-003']);
    expect((await list('?search=100%25')).body.total).toBe(0);
    const second = await list('?limit=2&page=2');
    expect(second.body).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(second.body.data.map((r) => r.id)).toEqual(['JFT-010', '4711']);
  });

  it('refuses a file with bad rows, naming each cell, and changes nothing', async () => {
    const before = await stored();
    const res = await upload(
      await xlsxOf([
        HEADERS,
        ['JFT-100', 'Penyuluh Pertanian', 'Ahli Pertama', 'Pertanian', 58, 8],
        [null, 'Tanpa ID', null, null, null, null],
        ['JFT-101', 'Bidan', null, null, 'enam puluh', 18],
        ['JFT-100', 'Penyuluh Ulang', null, null, 58, 8],
      ]),
    );
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      code: 'INVALID_SPREADSHEET',
      message: expect.stringContaining('tidak ada data yang diubah'),
      errors: [
        { row: 3, column: 'ID', reason: 'Wajib diisi.' },
        { row: 4, column: 'BUP', reason: 'Harus berupa angka.' },
        { row: 4, column: 'Kelas Jabatan', reason: 'Paling besar 17.' },
        { row: 5, column: 'ID', reason: 'Nilai ini sudah dipakai pada baris 2.' },
      ],
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a file without a header of the template', async () => {
    const res = await upload(await xlsxOf([['ID', 'Nama Jabatan'], ['JFT-100', 'Penyuluh']]));
    expect(res.status).toBe(422);
    expect((res.body as InvalidSpreadsheetAnswer).errors.map((e) => [e.row, e.column])).toEqual([
      [1, 'Jenjang'],
      [1, 'Rumpun'],
      [1, 'BUP'],
      [1, 'Kelas Jabatan'],
    ]);
  });

  it('refuses a file that is not an xlsx, whatever its name (415)', async () => {
    const before = await stored();
    const res = await upload(samplePdf(), 'referensi.xlsx');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Berkas harus berupa lembar kerja Excel (.xlsx).' });
    expect(await stored()).toEqual(before);
  });

  it('refuses a file over 5 MB (413)', async () => {
    const res = await upload(Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('replaces the whole reference on the next good upload', async () => {
    const res = await upload(await xlsxOf([HEADERS, ['JFT-200', 'Penera Terampil', 'Terampil', 'Metrologi', 58, 6]]));
    expect(res.body).toEqual({ removed: 5, inserted: 1 });
    expect((await stored()).map((r) => r.id)).toEqual(['JFT-200']);
  });
});
