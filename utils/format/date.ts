import { FORMAT_TEXT } from '../../locales/id/format';
import { DISPLAY_UTC_OFFSET_MINUTES, dayjs } from './dayjs';
import { relativeText, withinYear } from './relative-time';
import { formatInWib, instantOf, wibFormatter } from './wib-clock';
import type { Dayjs } from './dayjs';

// The four date formats of spec section 9.
export const DATE_FORMAT = 'DD MMM YYYY';
export const DATE_TIME_LONG = 'DD MMMM YYYY HH:mm';
export const DATE_TIME_SHORT = 'D MMM YYYY HH:mm';
export const DATE_COMMA = 'DD, MMM YYYY';

export type DateInput = Date | Dayjs | string | number | null | undefined;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The moment in the display zone (WIB). A date without a time ('2024-01-05') is that day in WIB,
 * not midnight of wherever the code runs. dayjs(undefined) means "now", and API rows often carry
 * null or '' for "no date"; both must show the placeholder rather than today's date.
 */
export function toDayjs(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs(value);
  if (!parsed.isValid()) return null;
  // A date alone keeps its wall clock (midnight) and only takes WIB's offset.
  return typeof value === 'string' && DATE_ONLY.test(value) ? dayjs.utc(value).utcOffset(DISPLAY_UTC_OFFSET_MINUTES, true) : parsed.utcOffset(DISPLAY_UTC_OFFSET_MINUTES);
}

// Formats in the display zone, so the server's HTML and the browser's render agree.
function formatWith(pattern: string) {
  const format = wibFormatter(pattern);
  return (value: DateInput): string => formatInWib(format, value);
}

/** e.g. "05 Jan 2024" */
export const formatDate = formatWith(DATE_FORMAT);
/** e.g. "05 Januari 2024 09:07" */
export const formatDateTimeLong = formatWith(DATE_TIME_LONG);
/** e.g. "5 Jan 2024 09:07" */
export const formatDateTimeShort = formatWith(DATE_TIME_SHORT);
/** e.g. "05, Jan 2024" */
export const formatDateComma = formatWith(DATE_COMMA);
const formatComma = wibFormatter(DATE_COMMA);

/**
 * Relative text ("3 jam yang lalu") while the date is less than one calendar year away from
 * `now`, otherwise DD, MMM YYYY. Exactly one year counts as old. A future date within a year
 * reads "dalam ..." rather than being clamped, so clock skew is visible instead of hidden.
 */
export function formatRelativeOrDate(value: DateInput, now: DateInput = Date.now()): string {
  const date = instantOf(value);
  const reference = instantOf(now);
  if (date === null || reference === null) return FORMAT_TEXT.empty;
  return withinYear(date, reference) ? relativeText(date, reference) : formatComma(date);
}

const WALL_CLOCK = 'YYYY-MM-DDTHH:mm:ss';

/**
 * For a date-time picker (antd's, which works in the browser's zone): a value in the browser's
 * zone whose wall clock is the instant's WIB time, so the picker shows what the tables show.
 */
export function toPickerValue(value: DateInput): Dayjs | null {
  const wib = toDayjs(value);
  return wib ? dayjs(wib.format(WALL_CLOCK)) : null;
}

/** The instant (ISO, UTC) whose WIB time is the picked wall clock: the inverse of toPickerValue. */
export function fromPickerValue(picked: Dayjs | null | undefined): string | null {
  if (!picked?.isValid()) return null;
  return dayjs.utc(picked.format(WALL_CLOCK)).subtract(DISPLAY_UTC_OFFSET_MINUTES, 'minute').toISOString();
}
