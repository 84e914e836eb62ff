import { randomBytes } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpreadsheetColumn } from '@/server/spreadsheets/columns';
import { keysetPages } from '@/server/spreadsheets/keyset';
import { sendSpreadsheet, type SpreadsheetFormat } from '@/server/spreadsheets/write';
import { firstSheetOf, valuesOf } from '../helpers/xlsx-fixtures';

const columns: SpreadsheetColumn[] = [
  { key: 'nip', header: 'NIP', type: 'text' },
  { key: 'nama', header: 'Nama', type: 'text', width: 40 },
  { key: 'tmt', header: 'TMT', type: 'date' },
  { key: 'gaji', header: 'Gaji Pokok', type: 'money' },
  { key: 'nilai', header: 'Nilai', type: 'number' },
  { key: 'masa', header: 'Masa Kerja', type: 'integer' },
];

const ROWS = [
  { nip: '199001012020121001', nama: 'Budi; "Santoso"', tmt: '2026-04-01', gaji: 3_772_800, nilai: 87.5, masa: '12' },
  { nip: '198502022010012002', nama: 'Siti\nAminah', tmt: '01-10-2025', gaji: '4250000.4', nilai: null, masa: 3 },
  // A timestamp is its day in WIB: 23:30 UTC on 31 Mar is 1 Apr in Jakarta.
  { nip: '197001011990031003', nama: '=HYPERLINK("http://x")', tmt: new Date('2026-03-31T23:30:00Z'), gaji: null, nilai: '', masa: null },
  { nip: '196512312000121004', nama: 'Tanpa Tanggal', tmt: '', gaji: 0, nilai: 0, masa: 0 },
];

let rows: Record<string, unknown>[] = ROWS;
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const format = url.searchParams.get('format') as SpreadsheetFormat;
    // Pages of two rows, read by keyset on the index, as an export reads the database.
    const pages = keysetPages((after: number | null, limit) => Promise.resolve(rows.map((row, i) => ({ ...row, i })).filter((r) => after === null || r.i > after).slice(0, limit)), (r) => r.i, 2);
    void sendSpreadsheet(res, { fileName: 'daftar pegawai/2026', format, sheetName: 'Pegawai', columns, pages });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const download = (format: SpreadsheetFormat) => fetch(`${base}/?format=${format}`);

describe('sendSpreadsheet: xlsx', () => {
  it('answers an attachment with the xlsx type and a safe file name', async () => {
    const res = await download('xlsx');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="daftar_pegawai_2026.xlsx"');
  });

  it('writes a bold, frozen header row and every row of every page', async () => {
    const sheet = await firstSheetOf(await (await download('xlsx')).arrayBuffer());
    expect(sheet.name).toBe('Pegawai');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getColumn(2).width).toBe(40);
    const values = valuesOf(sheet);
    expect(values[0]).toEqual(['NIP', 'Nama', 'TMT', 'Gaji Pokok', 'Nilai', 'Masa Kerja']);
    expect(values.slice(1).map((r) => r[0])).toEqual(ROWS.map((r) => r.nip));
  });

  it('writes dates as real dates shown dd/mm/yyyy, empty ones as empty cells', async () => {
    const sheet = await firstSheetOf(await (await download('xlsx')).arrayBuffer());
    const tmt = [2, 3, 4, 5].map((r) => sheet.getRow(r).getCell(3));
    expect(tmt.slice(0, 3).map((c) => c.value)).toEqual([new Date('2026-04-01T00:00:00Z'), new Date('2025-10-01T00:00:00Z'), new Date('2026-04-01T00:00:00Z')]);
    expect(tmt[0].numFmt).toBe('dd/mm/yyyy');
    expect(tmt[3].value).toBeNull();
  });

  it('writes money and numbers as numbers: money rounded with #,##0, texts stay texts', async () => {
    const sheet = await firstSheetOf(await (await download('xlsx')).arrayBuffer());
    const [budi, siti, third, fourth] = [2, 3, 4, 5].map((r) => sheet.getRow(r));
    expect(budi.getCell(4).value).toBe(3_772_800);
    expect(budi.getCell(4).numFmt).toBe('#,##0');
    expect(siti.getCell(4).value).toBe(4_250_000);
    expect(budi.getCell(5).value).toBe(87.5);
    expect(budi.getCell(6).value).toBe(12);
    expect(fourth.getCell(6).value).toBe(0);
    expect(third.getCell(5).value).toBeNull();
    // An 18-digit NIP is text (a number would lose its last digits), a formula-like name is text.
    expect(budi.getCell(1).value).toBe('199001012020121001');
    expect(third.getCell(2).value).toBe('=HYPERLINK("http://x")');
    expect(third.getCell(2).formula).toBeUndefined();
  });

  it('writes the header alone when there is no row', async () => {
    rows = [];
    try {
      const sheet = await firstSheetOf(await (await download('xlsx')).arrayBuffer());
      expect(valuesOf(sheet)).toEqual([['NIP', 'Nama', 'TMT', 'Gaji Pokok', 'Nilai', 'Masa Kerja']]);
    } finally {
      rows = ROWS;
    }
  });
});

describe('sendSpreadsheet: csv', () => {
  it('answers UTF-8 CSV as an attachment', async () => {
    const res = await download('csv');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="daftar_pegawai_2026.csv"');
  });

  it('starts with a BOM and writes ; separated, RFC 4180 quoted records', async () => {
    const bytes = Buffer.from(await (await download('csv')).arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')).toEqual([
      'NIP;Nama;TMT;Gaji Pokok;Nilai;Masa Kerja',
      '199001012020121001;"Budi; ""Santoso""";01/04/2026;3772800;87,5;12',
      '198502022010012002;"Siti\nAminah";01/10/2025;4250000;;3',
      // A text Excel would run as a formula is kept as text behind a quote mark.
      `197001011990031003;"'=HYPERLINK(""http://x"")";01/04/2026;;;`,
      '196512312000121004;Tanpa Tanggal;;0;0;0',
      '',
    ]);
  });
});

/** A client reading `ms` after each chunk of at most 16 KB (0: never again after the first). */
function slowClient(ms: number) {
  let received = 0;
  const socket = new Writable({
    highWaterMark: 16 * 1024,
    write: (chunk: Buffer, _encoding, done) => {
      received += chunk.length;
      if (ms > 0) setTimeout(done, ms);
    },
  });
  const res = Object.assign(socket, { statusCode: 0, setHeader: () => socket, flushHeaders: () => {} }) as unknown as ServerResponse;
  return { res, received: () => received };
}

/** Pages of text that does not compress, as many as asked (`limit` pages), each fetched on a later turn of the event loop as from a database. */
function incompressiblePages(limit = Infinity) {
  const counter = { asked: 0 };
  const pages = keysetPages(
    async (after: number | null, size) => {
      counter.asked += 1;
      await new Promise(setImmediate);
      return counter.asked > limit ? [] : Array.from({ length: size }, (_, k) => ({ i: (after ?? 0) + k + 1, nip: randomBytes(64).toString('hex') }));
    },
    (row) => row.i,
  );
  return { pages, counter };
}

const oneColumn = (format: SpreadsheetFormat) => ({ fileName: 'x', format, sheetName: 'x', columns: columns.slice(0, 1) });

describe('sendSpreadsheet: backpressure', () => {
  it.each(['xlsx', 'csv'] as const)('stops reading pages while the client reads nothing, and for good once it goes away (%s)', async (format) => {
    const { pages, counter } = incompressiblePages();
    const client = slowClient(0);
    const sending = sendSpreadsheet(client.res, { ...oneColumn(format), pages });
    await sleep(300);
    expect(counter.asked).toBeLessThanOrEqual(4);
    client.res.destroy();
    await sending;
    const asked = counter.asked;
    await sleep(50);
    expect(counter.asked).toBe(asked);
  });

  // The client waits a timer per 16 KB chunk: 4.6-5.2 s beside a browser run, past vitest's 5 s default.
  it('keeps the xlsx rows at most a bounded lead over a slow client (exceljs itself would not wait for its zip)', { timeout: 30_000 }, async () => {
    const { pages, counter } = incompressiblePages(100);
    const client = slowClient(1);
    const leads: [number, number][] = [];
    const watch = setInterval(() => leads.push([counter.asked, client.received()]), 5);
    await sendSpreadsheet(client.res, { ...oneColumn('xlsx'), pages });
    clearInterval(watch);
    // In pages: asked minus what the client has had. About 30 here (the zip's 1 MB buffer); 80 and growing without the wait.
    const perPage = client.received() / 100;
    expect(Math.max(...leads.map(([asked, received]) => asked - received / perPage))).toBeLessThan(50);
  });
});

describe('keysetPages', () => {
  it('asks for the next page after the last row of the previous one, and stops at a short page', async () => {
    const asked: (number | null)[] = [];
    const data = [1, 2, 3, 4, 5];
    const pages = keysetPages(
      (after: number | null, limit) => {
        asked.push(after);
        return Promise.resolve(data.filter((n) => after === null || n > after).slice(0, limit));
      },
      (n) => n,
      2,
    );
    const seen: number[][] = [];
    for await (const page of pages) seen.push(page);
    expect(seen).toEqual([[1, 2], [3, 4], [5]]);
    expect(asked).toEqual([null, 2, 4]);
  });

  it('asks once more after a full last page and yields no empty page', async () => {
    const pages = keysetPages((after: number | null) => Promise.resolve(after === null ? [1, 2] : []), (n) => n, 2);
    const seen: number[][] = [];
    for await (const page of pages) seen.push(page);
    expect(seen).toEqual([[1, 2]]);
  });
});
