// Performance rules of spec sections 5 and 9: the SKP quadrant and the ASN index (IPASN) category.

const RATINGS = new Set([1, 2, 3]);

/**
 * The quadrant (kuadranKinerja, 1-5) from the work result and the work behaviour (1-3 each):
 * different ratings give the larger one; equal ratings give 1 -> 1, 2 -> 2, 3 -> 5. Null when a
 * rating is not 1, 2 or 3.
 */
export function quadrant(result: number | string, behaviour: number | string): number | null {
  const a = Number(result);
  const b = Number(behaviour);
  if (!RATINGS.has(a) || !RATINGS.has(b)) return null;
  if (a !== b) return Math.max(a, b);
  return a === 3 ? 5 : a;
}

export type IpasnCategory = 'Sangat Tinggi' | 'Tinggi' | 'Cukup' | 'Rendah' | 'Sangat Rendah';

const CATEGORIES: readonly [number, IpasnCategory][] = [
  [91, 'Sangat Tinggi'],
  [81, 'Tinggi'],
  [71, 'Cukup'],
  [61, 'Rendah'],
];

/**
 * The value truncated (not rounded) to 2 decimals, read from its decimal text so that 80.999
 * is 80.99 and 80.99 stays 80.99 (as a float it is 80.98999...). SIASN sends scores as
 * numeric strings.
 */
export function truncate2(value: number | string): number | null {
  // A number's shortest text is the decimal it was written as (80.99, not 80.98999...).
  const written = typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
  const text = typeof value === 'number' ? (written.includes('e') ? value.toFixed(20) : written) : value.trim();
  const match = /^(-?\d+)(?:\.(\d{0,2})\d*)?$/.exec(text);
  return match ? Number(`${match[1]}.${match[2] ?? ''}0`) : null;
}

/**
 * IPASN category from the value truncated to 2 decimals: 91-100 Sangat Tinggi, 81-90.99 Tinggi,
 * 71-80.99 Cukup, 61-70.99 Rendah, 60.99 or lower Sangat Rendah. Null for no number or one
 * outside 0-100.
 */
export function ipasnCategory(value: number | string | null | undefined): IpasnCategory | null {
  if (value === null || value === undefined || value === '') return null;
  const score = truncate2(value);
  if (score === null || score < 0 || score > 100) return null;
  return CATEGORIES.find(([floor]) => score >= floor)?.[1] ?? 'Sangat Rendah';
}
