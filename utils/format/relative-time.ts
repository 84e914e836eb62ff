import { FORMAT_TEXT } from '../../locales/id/format';
import { DISPLAY_UTC_OFFSET_MINUTES } from './dayjs';

// "3 jam yang lalu" without dayjs's relativeTime: that plugin works out the month difference by
// cloning and adding months several times per call, a large share of rendering a ticket list on
// the server (issue 34). This does the same arithmetic on the WIB wall clock with plain numbers
// and gives the same words (tests/unit/relative-time.test.ts compares it with dayjs).

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const SHIFT = DISPLAY_UTC_OFFSET_MINUTES * MINUTE;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** `wib` (a WIB wall clock read as UTC) plus `months`, the day of month clamped as dayjs's add does. */
function addMonths(wib: number, months: number): number {
  const d = new Date(wib);
  const total = d.getUTCFullYear() * 12 + d.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const day = Math.min(d.getUTCDate(), daysInMonth(year, month));
  return Date.UTC(year, month, day, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
}

/** dayjs's fractional month difference `a - b` (its monthDiff), on WIB wall clocks. */
function monthDiff(a: number, b: number): number {
  const da = new Date(a);
  const db = new Date(b);
  if (da.getUTCDate() < db.getUTCDate()) return -monthDiff(b, a);
  const whole = (db.getUTCFullYear() - da.getUTCFullYear()) * 12 + (db.getUTCMonth() - da.getUTCMonth());
  const anchor = addMonths(a, whole);
  const before = b - anchor < 0;
  const anchor2 = addMonths(a, whole + (before ? -1 : 1));
  return -(whole + (b - anchor) / (before ? anchor - anchor2 : anchor2 - anchor)) || 0;
}

const WORDS = FORMAT_TEXT.relative;
type Label = keyof typeof WORDS.units;

// dayjs's default thresholds, in its order: the label, its upper bound, and the unit a new difference is taken in.
const THRESHOLDS: { label: Label; max?: number; unit?: 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year' }[] = [
  { label: 's', max: 44, unit: 'second' },
  { label: 'm', max: 89 },
  { label: 'mm', max: 44, unit: 'minute' },
  { label: 'h', max: 89 },
  { label: 'hh', max: 21, unit: 'hour' },
  { label: 'd', max: 35 },
  { label: 'dd', max: 25, unit: 'day' },
  { label: 'M', max: 45 },
  { label: 'MM', max: 10, unit: 'month' },
  { label: 'y', max: 17 },
  { label: 'yy', unit: 'year' },
];

/** `date` relative to `reference` (both epoch ms), in dayjs's Indonesian words: "3 jam yang lalu", "dalam 2 hari". */
export function relativeText(date: number, reference: number): string {
  const a = date + SHIFT;
  const b = reference + SHIFT;
  const diffIn = { second: (a - b) / SECOND, minute: (a - b) / MINUTE, hour: (a - b) / HOUR, day: (a - b) / DAY, month: 0, year: 0 };
  let result = 0;
  for (let i = 0; i < THRESHOLDS.length; i += 1) {
    let t = THRESHOLDS[i];
    if (t.unit === 'month' || t.unit === 'year') {
      const months = monthDiff(a, b);
      result = t.unit === 'month' ? months : months / 12;
    } else if (t.unit) result = diffIn[t.unit];
    const abs = Math.round(Math.abs(result));
    if (t.max === undefined || abs <= t.max) {
      if (abs <= 1 && i > 0) t = THRESHOLDS[i - 1];
      const words = WORDS.units[t.label].replace('%d', String(abs));
      return (result > 0 ? WORDS.future : WORDS.past).replace('%s', words);
    }
  }
  return FORMAT_TEXT.empty;
}

/** True while `date` is less than one calendar year (WIB) from `reference`, either way: exactly one year is not. */
export function withinYear(date: number, reference: number): boolean {
  // A calendar year is never shorter than 365 days: nearer dates need no calendar arithmetic.
  if (Math.abs(date - reference) < 365 * DAY) return true;
  const b = reference + SHIFT;
  const a = date + SHIFT;
  return a > addMonths(b, -12) && a < addMonths(b, 12);
}
