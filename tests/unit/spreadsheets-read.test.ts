import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { optionalInteger, optionalText, requiredText } from '@/server/spreadsheets/cell-schemas';
import { readSpreadsheet } from '@/server/spreadsheets/read';
import { samplePdf } from '../helpers/pdf-fixtures';
import { xlsxOf } from '../helpers/xlsx-fixtures';

const columns = [
  { key: 'id', header: 'ID', schema: requiredText(10) },
  { key: 'nama', header: 'Nama Jabatan', schema: requiredText(20), aliases: ['Jabatan'] },
  { key: 'bup', header: 'BUP', schema: optionalInteger(50, 70) },
  { key: 'catatan', header: 'Catatan', schema: optionalText(30) },
] as const;

const read = (bytes: Buffer, maxRows?: number) => readSpreadsheet(bytes, { columns, maxRows, unique: ['id'] });
const HEADERS = ['ID', 'Nama Jabatan', 'BUP', 'Catatan'];

describe('readSpreadsheet: a good file', () => {
  it('reads every row into the columns keys, by header whatever the order, case and spacing', async () => {
    const bytes = await xlsxOf([
      ['catatan', '  nama   JABATAN ', 'Id', 'bup', 'Kolom lain'],
      ['pindahan', 'Analis Kebijakan', 'A1', 58, 'diabaikan'],
      [null, 'Arsiparis', 1002, '60', null],
      [],
      [null, null, null, null, 'hanya kolom lain'],
      [null, 'Pranata Komputer', 'A3', null, null],
    ]);
    expect(await read(bytes)).toEqual({
      errors: [],
      rows: [
        { id: 'A1', nama: 'Analis Kebijakan', bup: 58, catatan: 'pindahan' },
        { id: '1002', nama: 'Arsiparis', bup: 60, catatan: null },
        { id: 'A3', nama: 'Pranata Komputer', bup: null, catatan: null },
      ],
    });
  });

  it('takes rich text, formula results, links and dates as plain values', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Data');
    sheet.addRow(['ID', 'Jabatan', 'BUP', 'Catatan']);
    sheet.addRow([
      { richText: [{ text: 'R' }, { font: { bold: true }, text: '1' }] },
      { text: 'Dokter', hyperlink: 'https://example.test' },
      { formula: '50+8', result: 58 },
      new Date(Date.UTC(2026, 3, 1)),
    ]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await read(bytes)).toEqual({ errors: [], rows: [{ id: 'R1', nama: 'Dokter', bup: 58, catatan: '2026-04-01' }] });
  });
});

describe('readSpreadsheet: refusals', () => {
  it('reports every bad cell with its Excel row number, header and an Indonesian reason', async () => {
    const bytes = await xlsxOf([
      HEADERS,
      ['A1', 'Analis', 58, null],
      [null, 'Tanpa ID', 58, null],
      ['A3', 'Nama yang jauh terlalu panjang', 'enam puluh', null],
      ['A4', true, 58.5, null],
      ['A5', 'Arsiparis', 71, null],
      ['A1', 'Ulang', 49, null],
    ]);
    const { rows, errors } = await read(bytes);
    expect(rows).toEqual([]);
    expect(errors).toEqual([
      { row: 3, column: 'ID', reason: 'Wajib diisi.' },
      { row: 4, column: 'Nama Jabatan', reason: 'Paling panjang 20 karakter.' },
      { row: 4, column: 'BUP', reason: 'Harus berupa angka.' },
      { row: 5, column: 'Nama Jabatan', reason: 'Harus berupa teks.' },
      { row: 5, column: 'BUP', reason: 'Harus bilangan bulat.' },
      { row: 6, column: 'BUP', reason: 'Paling besar 70.' },
      { row: 7, column: 'ID', reason: 'Nilai ini sudah dipakai pada baris 2.' },
      { row: 7, column: 'BUP', reason: 'Paling kecil 50.' },
    ]);
  });

  it('names each missing header once, on row 1', async () => {
    const { errors } = await read(await xlsxOf([['ID', 'BUP'], ['A1', 58]]));
    expect(errors).toEqual([
      { row: 1, column: 'Nama Jabatan', reason: 'Kolom tidak ditemukan pada baris judul (baris 1).' },
      { row: 1, column: 'Catatan', reason: 'Kolom tidak ditemukan pada baris judul (baris 1).' },
    ]);
  });

  it('refuses more than maxRows data rows with one error', async () => {
    const bytes = await xlsxOf([HEADERS, ...Array.from({ length: 4 }, (_, i) => [`A${i}`, 'Analis', null, null])]);
    expect((await read(bytes, 4)).errors).toEqual([]);
    expect(await read(bytes, 3)).toEqual({ rows: [], errors: [{ row: null, column: 'Berkas', reason: 'Berkas berisi lebih dari 3 baris data; bagi menjadi beberapa berkas.' }] });
  });

  it('refuses a file with headers and no data row', async () => {
    expect((await read(await xlsxOf([HEADERS]))).errors).toEqual([{ row: null, column: 'Berkas', reason: 'Berkas tidak berisi baris data.' }]);
  });

  it.each([
    ['a PDF', samplePdf()],
    ['a CSV', Buffer.from('ID;Nama Jabatan\nA1;Analis\n')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s as not an xlsx (415)', async (_name, bytes) => {
    await expect(read(bytes)).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', status: 415, message: 'Berkas harus berupa lembar kerja Excel (.xlsx).' });
  });

  it('refuses an xlsx whose parts are broken as unreadable', async () => {
    const bytes = await xlsxOf([HEADERS, ['A1', 'Analis', 58, null]]);
    // Keep the zip's first entry (what file-type reads) and cut the rest.
    const { errors } = await read(bytes.subarray(0, Math.floor(bytes.length / 2)));
    expect(errors).toEqual([{ row: null, column: 'Berkas', reason: 'Berkas xlsx tidak dapat dibaca; simpan ulang dari Excel lalu unggah kembali.' }]);
  });
});
