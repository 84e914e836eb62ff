// Civil dates as whole day numbers (days since 1970-01-01, UTC arithmetic only, so no time zone and
// no clock: "today" is always given), and SIASN's text formats for them.

export const EMPTY_DATE = '01-01-0001';
const DAY_MS = 86_400_000;
const pad = (n, w = 2) => String(n).padStart(w, '0');

export const toDay = (y, m, d) => Math.floor(Date.UTC(y, m - 1, d) / DAY_MS);

export function parts(day) {
  const date = new Date(day * DAY_MS);
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
}

/** `today` as `YYYY-MM-DD` text or a Date (its calendar date where the code runs). */
export function parseToday(today) {
  if (today instanceof Date && !Number.isNaN(today.getTime())) return toDay(today.getFullYear(), today.getMonth() + 1, today.getDate());
  const match = typeof today === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(today) : null;
  if (!match) throw new TypeError('today must be a YYYY-MM-DD text or a Date');
  return toDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** The day of a real calendar date from 1900 on (2024-02-31 is none), or null. */
function realDay(y, m, d) {
  const day = toDay(y, m, d);
  const back = parts(day);
  return y >= 1900 && back.y === y && back.m === m && back.d === d ? day : null;
}

/** The day of a `DD-MM-YYYY` text, or null when it is no real date. */
export function dmyDay(text) {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(String(text ?? ''));
  return match ? realDay(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

/** The day of a `YYYY-MM-DD` (or `YYYYMMDD`) text, or null when it is no real date. */
export function isoDay(text) {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(String(text ?? ''));
  return match ? realDay(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** `DD-MM-YYYY`; null or undefined gives SIASN's empty date `01-01-0001`. */
export function dmy(day) {
  if (day === null || day === undefined) return EMPTY_DATE;
  const { y, m, d } = parts(day);
  return `${pad(d)}-${pad(m)}-${y}`;
}

/** `YYYY-MM-DD HH:MM:SS` (the few fields SIASN sends as Y-m-d H:i:s). */
export function ymdTime(day, seconds = 9 * 3600) {
  const { y, m, d } = parts(day);
  return `${y}-${pad(m)}-${pad(d)} ${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** `YYYYMMDD` (NIPs, document names). */
export function compact(day) {
  const { y, m, d } = parts(day);
  return `${y}${pad(m)}${pad(d)}`;
}

/** The same day of the month `months` later (clamped to the month's end). */
export function addMonths(day, months) {
  const { y, m, d } = parts(day);
  const index = y * 12 + (m - 1) + months;
  const ty = Math.floor(index / 12);
  const tm = (index % 12) + 1;
  const last = parts(toDay(ty, tm + 1, 1) - 1).d;
  return toDay(ty, tm, Math.min(d, last));
}

/** Whole years and months from `from` to `to`. */
export function span(from, to) {
  const a = parts(from);
  const b = parts(to);
  let months = (b.y - a.y) * 12 + (b.m - a.m) - (b.d < a.d ? 1 : 0);
  if (months < 0) months = 0;
  return { years: Math.floor(months / 12), months: months % 12 };
}

export const yearOf = (day) => parts(day).y;
