import { fileTypeFromBuffer } from 'file-type';
import type { z, ZodType } from 'zod';
import { spreadsheetText } from '@/locales/id/spreadsheets';
import { AppError } from '@/server/http/errors';
import type { SpreadsheetError } from '@/utils/schemas/spreadsheets';
import type { PlainCell } from './read-cells.mjs';
import { readSheetCells, type SheetCells } from './sheet-reader';
import { MAX_UNCOMPRESSED_BYTES, MAX_ZIP_ENTRIES, zipProblem } from './zip-limits';

/** Data rows an upload may hold (docs/personnel-admin.md section 5). */
export const MAX_SPREADSHEET_ROWS = 20_000;

export interface UploadColumn<K extends string = string, S extends ZodType = ZodType> {
  key: K;
  /** The template's header; every column's header must be in row 1. */
  header: string;
  /** Checks and converts the cell (a PlainCell); its message is the reason shown. */
  schema: S;
  /** Other headers taken for this column. */
  aliases?: readonly string[];
}

export type RowOf<C extends readonly UploadColumn[]> = { [Col in C[number] as Col['key']]: z.output<Col['schema']> };

export interface ReadOptions<C extends readonly UploadColumn[]> {
  columns: C;
  maxRows?: number;
  /** Columns whose values must differ from row to row (a repeat is an error of the later row). */
  unique?: readonly C[number]['key'][];
}

export interface ReadResult<R> {
  rows: R[];
  errors: SpreadsheetError[];
}

/** 'Nama  Jabatan', 'nama jabatan' and 'NamaJabatan' are one header. */
const normalHeader = (text: string) => text.toLowerCase().replace(/\s+/g, '');

const fileError = (reason: string): SpreadsheetError => ({ row: null, column: spreadsheetText.fileColumn, reason });

/** Column number (1-based) of each column's header in row 1, or the missing headers as errors. */
function locateHeaders(header: PlainCell[], columns: readonly UploadColumn[]) {
  const found = new Map<string, number>();
  header.forEach((text, i) => {
    if (text !== null && !found.has(normalHeader(String(text)))) found.set(normalHeader(String(text)), i + 1);
  });
  const positions = columns.map((column) => [column.header, ...(column.aliases ?? [])].map((h) => found.get(normalHeader(h))).find(Boolean));
  const errors = columns.flatMap((column, i): SpreadsheetError[] => (positions[i] ? [] : [{ row: 1, column: column.header, reason: spreadsheetText.missingHeader }]));
  return { positions: positions.map(Number), errors };
}

/** The data rows (row 2 on) with a value in at least one of the columns, as Excel numbers them. */
function dataRows(sheet: SheetCells, positions: number[]) {
  return sheet.rows
    .map(({ row, cells }) => ({ row, cells: positions.map((col) => cells[col - 1] ?? null) }))
    .filter(({ cells }) => cells.some((cell) => cell !== null));
}

/**
 * Sheet 1 of an upload: 415 when the bytes are no xlsx, 413 when the workbook would open past the
 * intake limits (its zip directory, before anything is inflated, or the reading thread's memory);
 * read row by row in a capped worker thread (sheet-reader.ts), one row past `maxRows` at most.
 */
async function firstSheet(bytes: Buffer, maxRows: number): Promise<SheetCells | SpreadsheetError> {
  if ((await fileTypeFromBuffer(bytes))?.ext !== 'xlsx') throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, spreadsheetText.notXlsx);
  const problem = await zipProblem(bytes);
  if (problem?.kind === 'unreadable') return fileError(spreadsheetText.unreadable);
  if (problem) throw new AppError('SPREADSHEET_TOO_LARGE', 413, problem.kind === 'size' ? spreadsheetText.tooLargeOpened(MAX_UNCOMPRESSED_BYTES) : spreadsheetText.tooManyEntries(MAX_ZIP_ENTRIES));
  const read = await readSheetCells(bytes, maxRows);
  if ('failure' in read) {
    if (read.failure === 'memory') throw new AppError('SPREADSHEET_TOO_LARGE', 413, spreadsheetText.tooLargeToRead);
    return fileError(read.failure === 'time' ? spreadsheetText.tooSlow : spreadsheetText.unreadable);
  }
  return read.sheet ?? fileError(spreadsheetText.noSheet);
}

/**
 * Reads sheet 1 of an uploaded xlsx (415 when the bytes are not one) and checks every row with
 * the columns' schemas. Every invalid cell is an error with its Excel row number and header, so
 * the uploader can fix them all at once; the rows are usable only when there is no error.
 */
export async function readSpreadsheet<const C extends readonly UploadColumn[]>(bytes: Buffer, options: ReadOptions<C>): Promise<ReadResult<RowOf<C>>> {
  const { columns, maxRows = MAX_SPREADSHEET_ROWS, unique = [] } = options;
  const sheet = await firstSheet(bytes, maxRows);
  if ('reason' in sheet) return { rows: [], errors: [sheet] };
  const { positions, errors } = locateHeaders(sheet.header, columns);
  if (errors.length > 0) return { rows: [], errors };
  if (sheet.more) return { rows: [], errors: [fileError(spreadsheetText.tooManyRows(maxRows))] };
  const found = dataRows(sheet, positions);
  if (found.length === 0) return { rows: [], errors: [fileError(spreadsheetText.empty)] };

  const seen = new Map(unique.map((key) => [key, new Map<unknown, number>()]));
  const rows: Record<string, unknown>[] = [];
  for (const { row, cells } of found) {
    const values: Record<string, unknown> = {};
    columns.forEach((column, i) => {
      const parsed = column.schema.safeParse(cells[i]);
      if (!parsed.success) return void errors.push({ row, column: column.header, reason: parsed.error.issues[0].message });
      const firstRow = seen.get(column.key)?.get(parsed.data);
      if (firstRow) return void errors.push({ row, column: column.header, reason: spreadsheetText.duplicate(firstRow) });
      seen.get(column.key)?.set(parsed.data, row);
      values[column.key] = parsed.data;
    });
    rows.push(values);
  }
  // Every value passed its column's schema: the row has the schemas' output types.
  return errors.length > 0 ? { rows: [], errors } : { rows: rows as RowOf<C>[], errors };
}
