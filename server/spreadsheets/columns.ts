import { toDayjs } from '@/utils/format';
import { parseRecordDate } from '@/utils/format/record-date';

/** How a column's values are written: Excel cell type and number format, and the CSV text. */
export type ColumnType = 'text' | 'date' | 'number' | 'money' | 'integer';

export interface SpreadsheetColumn {
  /** The row's property the column shows. */
  key: string;
  /** Indonesian, as the agency reads it. */
  header: string;
  type: ColumnType;
  /** In characters (Excel's unit); default 14, text 24. */
  width?: number;
}

/** Excel number formats; a date is shown dd/mm/yyyy whatever the reader's locale. */
export const NUMBER_FORMATS: Record<ColumnType, string | undefined> = {
  text: undefined,
  date: 'dd/mm/yyyy',
  number: undefined,
  money: '#,##0',
  integer: '0',
};

export const defaultWidth = (column: SpreadsheetColumn) => column.width ?? (column.type === 'text' ? 24 : 14);

/**
 * The calendar day of a value: a Date (its day in WIB, the agency's zone), 'YYYY-MM-DD' or
 * 'DD-MM-YYYY' (with or without a time); null for empty or anything that is no date.
 */
function calendarDay(value: unknown): { y: number; m: number; d: number } | null {
  const day = value instanceof Date ? toDayjs(value) : parseRecordDate(value);
  return day ? { y: day.year(), m: day.month() + 1, d: day.date() } : null;
}

function numeric(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : null;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * The xlsx cell value. A date is midnight UTC of its day: exceljs turns a Date into Excel's serial
 * day by its UTC time, so any other hour would shift the day in some zone.
 */
export function cellValue(column: SpreadsheetColumn, value: unknown): string | number | Date | null {
  switch (column.type) {
    case 'date': {
      const day = calendarDay(value);
      return day ? new Date(Date.UTC(day.y, day.m - 1, day.d)) : null;
    }
    case 'money':
    case 'integer': {
      const amount = numeric(value);
      return amount === null ? null : Math.round(amount);
    }
    case 'number':
      return numeric(value);
    case 'text':
      return text(value);
  }
}

const pad = (n: number, size = 2) => String(n).padStart(size, '0');
// Excel would run a text starting like this as a formula when it opens a CSV (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The CSV text of a value, unquoted: dates DD/MM/YYYY, numbers with no thousands separator and a
 * decimal comma (the `;`-separated CSV Indonesian Excel reads), texts that look like formulas
 * behind a `'`.
 */
export function csvValue(column: SpreadsheetColumn, value: unknown): string {
  const cell = cellValue(column, value);
  if (cell === null) return '';
  if (cell instanceof Date) return `${pad(cell.getUTCDate())}/${pad(cell.getUTCMonth() + 1)}/${pad(cell.getUTCFullYear(), 4)}`;
  if (typeof cell === 'number') return String(cell).replace('.', ',');
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}
