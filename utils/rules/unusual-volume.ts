// The unusual-volume flag of the access reports (docs/privacy.md): a reader who opened far more
// distinct records in a day than the other readers that day.

/** More than this many times the day's median of readers... */
export const UNUSUAL_FACTOR = 3;
/** ...and at least this many distinct people in that day. */
export const UNUSUAL_MINIMUM = 20;

/** How many distinct people one reader opened in one day. */
export interface DailyReaderCount {
  /** YYYY-MM-DD, in the portal's time zone. */
  day: string;
  readerId: number;
  people: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The (day, reader) counts that are flagged, each with its day's median, busiest first. */
export function unusualVolume<T extends DailyReaderCount>(counts: readonly T[]): (T & { median: number })[] {
  const byDay = new Map<string, T[]>();
  for (const count of counts) byDay.set(count.day, [...(byDay.get(count.day) ?? []), count]);
  const flagged: (T & { median: number })[] = [];
  for (const day of byDay.values()) {
    const middle = median(day.map((c) => c.people));
    for (const count of day) if (count.people >= UNUSUAL_MINIMUM && count.people > UNUSUAL_FACTOR * middle) flagged.push({ ...count, median: middle });
  }
  return flagged.sort((a, b) => b.people - a.people || b.day.localeCompare(a.day));
}
