import { dayjs } from './dayjs';
import type { DateInput } from './date';
import { toDayjs } from './date';

// Personnel records carry birth dates as DD-MM-YYYY (spec section 5).
export const BIRTH_DATE_FORMAT = 'DD-MM-YYYY';

/**
 * Age in whole years on `now`, or null when the birth date is not a real DD-MM-YYYY date or
 * lies after `now`. Strict parsing rejects dates like 31-02-2020 instead of rolling them over.
 * Someone born on 29 February turns a year older on 28 February in a non-leap year
 * (dayjs month arithmetic clamps to the month's end).
 */
export function age(birthDate: string | null | undefined, now: DateInput = new Date()): number | null {
  if (typeof birthDate !== 'string') return null;
  const birth = dayjs(birthDate.trim(), BIRTH_DATE_FORMAT, true);
  const reference = toDayjs(now);
  if (!birth.isValid() || reference === null || birth.isAfter(reference)) return null;
  return reference.diff(birth, 'year');
}
