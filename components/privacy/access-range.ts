import { toDayjs } from '@/utils/format/date';
import type { AccessRangeQuery } from '@/utils/schemas/access-reports';

/** The last `days` days up to today, in the display zone (WIB), as the access reports take them. */
export function lastDaysRange(days: number, now: Date = new Date()): AccessRangeQuery {
  const today = toDayjs(now)!;
  return { dari: today.subtract(days - 1, 'day').format('YYYY-MM-DD'), sampai: today.format('YYYY-MM-DD') };
}
