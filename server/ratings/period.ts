const JAKARTA = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: 'numeric' });

/** The rating period of a moment: its half year in Asia/Jakarta time, e.g. 2026-H1 (Jan-Jun). */
export function ratingPeriod(at: Date = new Date()): string {
  const parts = JAKARTA.formatToParts(at);
  const year = parts.find((p) => p.type === 'year')?.value;
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  return `${year}-H${month <= 6 ? 1 : 2}`;
}
