import { FORMAT_TEXT } from '../../locales/id/format';
import { dayjs, type Dayjs } from './dayjs';
import { toDayjs, type DateInput } from './date';
import { MONTHS } from './wib-clock';

// Personnel records (SIASN) write dates as DD-MM-YYYY, a few as YYYY-MM-DD or YYYY-MM-DD HH:mm:ss,
// and `01-01-0001` for "no date" (siasn-protocol.md section 3).
const DAY_FIRST = /^(\d{2}-\d{2}-\d{4})$/;
const YEAR_FIRST = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/;

/** The calendar day of a record date, or null for none, `01-01-0001` or a text that is no date. */
export function parseRecordDate(value: unknown): Dayjs | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const dayFirst = DAY_FIRST.exec(text)?.[1];
  const yearFirst = YEAR_FIRST.exec(text)?.[1];
  const parsed = dayFirst ? dayjs(dayFirst, 'DD-MM-YYYY', true) : yearFirst ? dayjs(yearFirst, 'YYYY-MM-DD', true) : null;
  return parsed?.isValid() && parsed.year() > 1 ? parsed : null;
}

/**
 * "1 April 2020" for `01-04-2020` (or `2020-04-01 09:00:00`); `-` for no date. Plain arithmetic
 * with parseRecordDate's rules rather than dayjs's strict parse: a list formats one or two per
 * row, and dayjs's parse was a visible share of the KP page's server render (issue 34).
 */
export function formatRecordDate(value: unknown): string {
  if (typeof value !== 'string') return FORMAT_TEXT.empty;
  const text = value.trim();
  const dayFirst = DAY_FIRST.exec(text)?.[1];
  const yearFirst = YEAR_FIRST.exec(text)?.[1];
  const [year, month, day] = dayFirst ? dayFirst.split('-').reverse().map(Number) : yearFirst ? yearFirst.split('-').map(Number) : [0, 0, 0];
  // A calendar day (31-02 is none); a year below 100 is none, as in dayjs's strict parse.
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = year >= 100 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${day} ${MONTHS[month - 1]} ${String(year).padStart(4, '0')}` : FORMAT_TEXT.empty;
}

/** "26 November 2026 14.05": an instant (ISO) in WIB, the time as Indonesian writes it. */
export function formatStamp(value: DateInput): string {
  return toDayjs(value)?.format('D MMMM YYYY HH.mm') ?? FORMAT_TEXT.empty;
}

/** "26 November 2026": the day of an instant (ISO) in WIB. */
export function formatDay(value: DateInput): string {
  return toDayjs(value)?.format('D MMMM YYYY') ?? FORMAT_TEXT.empty;
}

/** "April 2026" for month 4 of 2026 (SIASN sends both as numbers or numeric texts). */
export function formatMonthYear(month: unknown, year: unknown): string {
  const m = Number(month);
  const y = Number(year);
  if (!Number.isInteger(m) || m < 1 || m > 12 || !Number.isInteger(y) || y < 1) return FORMAT_TEXT.empty;
  return dayjs(new Date(y, m - 1, 1)).format('MMMM YYYY');
}
