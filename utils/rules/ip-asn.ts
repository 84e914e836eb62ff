import { currentYear } from '../format/current-year';
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

// SIASN writes `created_at` as `YYYY-MM-DD HH:mm:ss` without a zone: the agency's wall clock, WIB
// (UTC+7 all year). A text with its own zone (ISO) is read as it says.
const WIB_HOURS = 7;
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/** The moment SIASN scored an IP ASN (its `created_at`), or null when there is none or it is no date. */
export function ipAsnScoredAt(createdAt: unknown): Date | null {
  if (typeof createdAt !== 'string') return null;
  const text = createdAt.trim();
  if (WITH_ZONE.test(text)) {
    const moment = new Date(text);
    return Number.isNaN(moment.getTime()) ? null : moment;
  }
  const match = WALL_CLOCK.exec(text);
  if (!match) return null;
  const [y, m, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0));
  const moment = new Date(Date.UTC(y, m - 1, d, h - WIB_HOURS, mi, s));
  // 2025-02-30 or 25:00 roll over into another day: no date.
  const back = new Date(moment.getTime() + WIB_HOURS * 3_600_000);
  const real = back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d && back.getUTCHours() === h && mi < 60 && s < 60;
  return real && y > 1 ? moment : null;
}

/**
 * The year an IP ASN reading belongs to: the year SIASN scored it (Asia/Jakarta), never the year
 * it was read in, unless SIASN gave no date; then the year it was fetched.
 */
export function ipAsnYear(scoredAt: Date | null, fetchedAt: Date): number {
  return currentYear(scoredAt ?? fetchedAt);
}
