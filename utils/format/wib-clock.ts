import { FORMAT_TEXT } from '../../locales/id/format';
import { DISPLAY_UTC_OFFSET_MINUTES, dayjs } from './dayjs';
import type { DateInput } from './date';

// Dates shown in WIB without building dayjs objects: parsing a string, shifting it to UTC+7 and
// formatting it through dayjs's utc plugin cost ~14% of a ticket list page rendered on the server
// (issue 34, docs/performance.md). An instant is an epoch number here; the four display formats
// are read off the WIB wall clock with plain Date arithmetic and dayjs's Indonesian month names.
// tests/unit/wib-clock.test.ts checks every format and input shape against dayjs.

const SHIFT = DISPLAY_UTC_OFFSET_MINUTES * 60_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// An ISO date-time with its own zone (Z or ±hh:mm): dayjs hands these to `new Date` unchanged.
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * The instant `value` names, as epoch milliseconds, read as `toDayjs` reads it (a date alone is
 * that day's midnight in WIB); null for no date or one that cannot be read.
 */
export function instantOf(value: DateInput): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return validOrNull(value.getTime());
  if (typeof value === 'string') {
    const day = DATE_ONLY.exec(value);
    if (day) return validOrNull(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])) - SHIFT);
    if (ISO_WITH_ZONE.test(value)) return validOrNull(Date.parse(value));
  }
  // Anything else (a Dayjs, a string in another shape) is read by dayjs itself.
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.valueOf() : null;
}

const validOrNull = (ms: number) => (Number.isNaN(ms) ? null : ms);

// The month names of the portal's locale, read from dayjs once.
const monthNames = (pattern: string) => Array.from({ length: 12 }, (_, month) => dayjs(new Date(2000, month, 1)).format(pattern));
export const MONTHS = monthNames('MMMM');
const MONTHS_SHORT = monthNames('MMM');
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

type Part = (wib: Date) => string;
const TOKENS: Record<string, Part> = {
  YYYY: (d) => String(d.getUTCFullYear()).padStart(4, '0'),
  MMMM: (d) => MONTHS[d.getUTCMonth()],
  MMM: (d) => MONTHS_SHORT[d.getUTCMonth()],
  DD: (d) => pad2(d.getUTCDate()),
  D: (d) => String(d.getUTCDate()),
  HH: (d) => pad2(d.getUTCHours()),
  mm: (d) => pad2(d.getUTCMinutes()),
};
const TOKEN = /YYYY|MMMM|MMM|DD|D|HH|mm/g;

/**
 * A formatter of instants in WIB for a dayjs pattern made of YYYY, MMMM, MMM, DD, D, HH and mm
 * (the spec's four formats); other characters are copied.
 */
export function wibFormatter(pattern: string): (instant: number) => string {
  const parts: (string | Part)[] = [];
  let last = 0;
  for (const match of pattern.matchAll(TOKEN)) {
    if (match.index > last) parts.push(pattern.slice(last, match.index));
    parts.push(TOKENS[match[0]]);
    last = match.index + match[0].length;
  }
  if (last < pattern.length) parts.push(pattern.slice(last));
  return (instant) => {
    const wib = new Date(instant + SHIFT);
    let text = '';
    for (const part of parts) text += typeof part === 'string' ? part : part(wib);
    return text;
  };
}

/** `pattern` of `value` in WIB, or the placeholder when there is no readable date. */
export function formatInWib(format: (instant: number) => string, value: DateInput): string {
  const instant = instantOf(value);
  return instant === null ? FORMAT_TEXT.empty : format(instant);
}
