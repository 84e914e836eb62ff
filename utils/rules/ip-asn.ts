import { truncate2 } from './performance';

/**
 * A dimension's score (SIASN's numeric text or a number, truncated to 2 decimals like the total)
 * as a share of its maximum, in percent with one decimal (rounded), held to 0-100. Null when the
 * score is no plain decimal or the maximum is not positive.
 */
export function dimensionShare(value: unknown, max: number): number | null {
  const score = typeof value === 'number' || typeof value === 'string' ? truncate2(value) : null;
  if (score === null || !(max > 0)) return null;
  return Math.min(100, Math.max(0, Math.round((score / max) * 1000) / 10));
}
