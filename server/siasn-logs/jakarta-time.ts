// Months of the log filters and of the monthly chart are Asia/Jakarta months. WIB is UTC+7 all
// year (no summer time since 1964), so a month's bounds are fixed instants: a range on `at` that
// the `at` indexes serve, instead of a function of the column that no index covers.
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

const startOfMonth = (year: number, monthIndex: number) => new Date(Date.UTC(year, monthIndex, 1) - WIB_OFFSET_MS);

/** The instants [from, to) of a `YYYY-MM` month in Asia/Jakarta. */
export function jakartaMonthRange(month: string): { from: Date; to: Date } {
  const [year, m] = month.split('-').map(Number);
  return { from: startOfMonth(year, m - 1), to: startOfMonth(year, m) };
}

/** The instants [from, to) of a year in Asia/Jakarta. */
export function jakartaYearRange(year: number): { from: Date; to: Date } {
  return { from: startOfMonth(year, 0), to: startOfMonth(year + 1, 0) };
}

/** The current year in Asia/Jakarta. */
export const jakartaYear = (now: Date = new Date()) => new Date(now.getTime() + WIB_OFFSET_MS).getUTCFullYear();

/** The instants [from, to) of the days `first` to `last` (YYYY-MM-DD, both included) in Asia/Jakarta. */
export function jakartaDaysRange(first: string, last: string): { from: Date; to: Date } {
  const start = (day: string, plus = 0) => new Date(Date.parse(`${day}T00:00:00Z`) + plus * 86_400_000 - WIB_OFFSET_MS);
  return { from: start(first), to: start(last, 1) };
}
