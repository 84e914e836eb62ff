import { csvValue, type SpreadsheetColumn } from './columns';

/** The separator Indonesian Excel expects (its list separator; the comma is its decimal mark). */
export const CSV_SEPARATOR = ';';
/** A UTF-8 byte order mark: without it Excel reads the file as the machine's code page. */
export const CSV_BOM = '\uFEFF';

const NEEDS_QUOTES = /[;"\r\n]/;

/** RFC 4180: a field with the separator, a quote or a line break is quoted, its quotes doubled. */
export const csvField = (text: string) => (NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** One CSV record, CRLF-terminated as RFC 4180 writes it. */
export const csvLine = (fields: string[]) => `${fields.map(csvField).join(CSV_SEPARATOR)}\r\n`;

/** The records of a page of rows, as one string (written with one `write`). */
export const csvRows = (columns: readonly SpreadsheetColumn[], rows: Record<string, unknown>[]) =>
  rows.map((row) => csvLine(columns.map((column) => csvValue(column, row[column.key])))).join('');
