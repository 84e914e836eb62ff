import type { ServerResponse } from 'node:http';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { getLogger } from '@/server/log';
import { cellValue, defaultWidth, NUMBER_FORMATS, type SpreadsheetColumn } from './columns';
import { CSV_BOM, csvLine, csvRows } from './csv';

export type SpreadsheetFormat = 'xlsx' | 'csv';
type Row = Record<string, unknown>;

export interface SpreadsheetOptions {
  /** Without the extension; reduced to safe characters. */
  fileName: string;
  format: SpreadsheetFormat;
  /** At most 31 characters (Excel's limit). */
  sheetName: string;
  columns: readonly SpreadsheetColumn[];
  /** The rows, a page at a time (keyset.ts): written as they come, never gathered. */
  pages: AsyncIterable<Row[]>;
}

const CONTENT_TYPES: Record<SpreadsheetFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** A stream written to: Node's own, or readable-stream 3's (inside exceljs), which lacks writableNeedDrain. */
type Outlet = Pick<Writable, 'on' | 'off' | 'destroyed'> & { writableNeedDrain?: boolean; _writableState?: { needDrain?: boolean } };

const behind = (stream: Outlet) => !stream.destroyed && (stream.writableNeedDrain ?? stream._writableState?.needDrain ?? false);

/**
 * Waits while any of the streams (the answer last) holds more unsent bytes than it wants; returns
 * at once when the client goes away.
 */
async function caughtUp(res: ServerResponse, streams: Outlet[] = []): Promise<void> {
  for (const stream of [...streams, res]) {
    if (res.destroyed || !behind(stream)) continue;
    await new Promise<void>((resolve) => {
      const done = () => {
        stream.off('drain', done);
        res.off('close', done);
        resolve();
      };
      stream.on('drain', done);
      res.on('close', done);
    });
  }
}

/**
 * The streams a sheet's XML goes into on its way to the zip. exceljs writes into them without
 * waiting (its StreamBuf ignores write()'s answer), so a fast database and a slow client would pile
 * the whole sheet up there; waiting for them to drain carries the client's pace back to the rows.
 */
function sheetOutlets(sheet: ExcelJS.Worksheet): Outlet[] {
  const pipes: unknown = Reflect.get(Reflect.get(sheet, 'stream') ?? {}, 'pipes');
  return Array.isArray(pipes) ? pipes : [];
}

async function writeXlsx(res: ServerResponse, { sheetName, columns }: SpreadsheetOptions, pages: AsyncIterable<Row[]>) {
  // Inline strings (no shared-strings table, which would hold every text until the end).
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => {
    const numFmt = NUMBER_FORMATS[column.type];
    return { key: column.key, width: defaultWidth(column), style: numFmt ? { numFmt } : {} };
  });
  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  for await (const page of pages) {
    for (const row of page) sheet.addRow(columns.map((column) => cellValue(column, row[column.key]))).commit();
    await caughtUp(res, sheetOutlets(sheet));
    if (res.destroyed) return;
  }
  sheet.commit();
  await workbook.commit();
}

async function writeCsv(res: ServerResponse, { columns }: SpreadsheetOptions, pages: AsyncIterable<Row[]>) {
  res.write(CSV_BOM + csvLine(columns.map((column) => column.header)));
  for await (const page of pages) {
    if (!res.write(csvRows(columns, page))) await caughtUp(res);
    if (res.destroyed) return;
  }
  res.end();
}

/** The pages again, the first one already read. */
async function* resumed(first: IteratorResult<Row[]>, rest: AsyncIterator<Row[]>): AsyncGenerator<Row[]> {
  for (let page = first; !page.done; page = await rest.next()) yield page.value;
}

/**
 * Answers with a spreadsheet download, streamed: xlsx through exceljs's streaming writer, a row
 * committed at a time, or `;`-separated CSV with a BOM, a page per write with backpressure. The
 * first page is read before the answer starts, so a failing database still answers a JSON error;
 * a failure after that cuts the download (the client sees it failed, not a short file).
 */
export async function sendSpreadsheet(res: ServerResponse, options: SpreadsheetOptions): Promise<void> {
  const pages = options.pages[Symbol.asyncIterator]();
  const first = await pages.next();
  const fileName = `${options.fileName.replace(/[^A-Za-z0-9._-]+/g, '_')}.${options.format}`;
  res.statusCode = 200;
  res.setHeader('Content-Type', CONTENT_TYPES[options.format]);
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.flushHeaders();
  try {
    await (options.format === 'xlsx' ? writeXlsx : writeCsv)(res, options, resumed(first, pages));
  } catch (error) {
    getLogger().error({ err: error, fileName }, 'spreadsheet download failed after it started');
    res.destroy();
  }
}

// No rows: a template is its header row.
async function* noRows(): AsyncGenerator<Row[]> {}

/** An upload's template: the header row alone, in xlsx. */
export function sendTemplate(res: ServerResponse, options: Pick<SpreadsheetOptions, 'fileName' | 'sheetName' | 'columns'>): Promise<void> {
  return sendSpreadsheet(res, { ...options, format: 'xlsx', pages: noRows() });
}
