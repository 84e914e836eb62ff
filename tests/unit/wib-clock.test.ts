// The WIB date formats without dayjs objects must print exactly what dayjs prints (issue 34).
import { describe, expect, it } from 'vitest';
import { dayjs, DISPLAY_UTC_OFFSET_MINUTES } from '@/utils/format/dayjs';
import { DATE_COMMA, DATE_FORMAT, DATE_TIME_LONG, DATE_TIME_SHORT, formatDateComma, formatDateTimeLong, formatRelativeOrDate, type DateInput } from '@/utils/format/date';
import { instantOf, wibFormatter } from '@/utils/format/wib-clock';

const PATTERNS = [DATE_FORMAT, DATE_TIME_LONG, DATE_TIME_SHORT, DATE_COMMA];

/** The reading dayjs gives (the way utils/format did it before): a date alone is WIB midnight. */
function viaDayjs(value: DateInput, pattern: string): string {
  if (value === null || value === undefined || value === '') return '-';
  const parsed = dayjs(value);
  if (!parsed.isValid()) return '-';
  const wib = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayjs.utc(value).utcOffset(DISPLAY_UTC_OFFSET_MINUTES, true) : parsed.utcOffset(DISPLAY_UTC_OFFSET_MINUTES);
  return wib.format(pattern);
}

/** Deterministic instants from 1950 to 2100, so a failure names a case that comes back. */
function* instants(count: number): Generator<number> {
  let seed = 34;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const from = Date.UTC(1950, 0, 1);
  const to = Date.UTC(2100, 0, 1);
  for (let i = 0; i < count; i++) yield Math.floor(from + next() * (to - from));
}

describe('wibFormatter and instantOf', () => {
  it('print the four formats as dayjs does for 1,500 instants given as ISO text, offset text, Date and number', () => {
    const formats = PATTERNS.map((pattern) => [pattern, wibFormatter(pattern)] as const);
    for (const ms of instants(1500)) {
      const iso = new Date(ms).toISOString();
      const offset = dayjs(ms).utcOffset(-210).format('YYYY-MM-DDTHH:mm:ss.SSSZ');
      for (const input of [iso, offset, new Date(ms), ms]) {
        expect(instantOf(input)).toBe(ms);
        for (const [pattern, format] of formats) expect([input, format(instantOf(input) ?? NaN)]).toEqual([input, viaDayjs(input, pattern)]);
      }
    }
  });

  it('read a date alone as that day in WIB, every day of 2024 and the leap day of 2000', () => {
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2025, 0, 1); day += 86_400_000) {
      const text = new Date(day).toISOString().slice(0, 10);
      expect([text, formatDateTimeLong(text)]).toEqual([text, viaDayjs(text, DATE_TIME_LONG)]);
    }
    expect(formatDateComma('2000-02-29')).toBe('29, Feb 2000');
  });

  it('leave other shapes to dayjs and print the placeholder for no date or an unreadable one', () => {
    for (const input of ['2024-01-05 10:07', '2024-01-05T10:07:00', '20240105', dayjs('2024-03-01T02:00:00Z')]) {
      expect([String(input), formatDateTimeLong(input)]).toEqual([String(input), viaDayjs(input, DATE_TIME_LONG)]);
    }
    for (const input of [null, undefined, '', 'kemarin', '2024-02-30T25:99:00Z', Number.NaN, new Date(Number.NaN)]) {
      expect(formatDateTimeLong(input)).toBe('-');
      expect(formatRelativeOrDate(input)).toBe('-');
    }
  });

  it('keep relative text within a year and DD, MMM YYYY beyond it', () => {
    const now = Date.UTC(2026, 11, 7, 3, 0);
    expect(formatRelativeOrDate(new Date(now - 3 * 3_600_000).toISOString(), now)).toBe('3 jam yang lalu');
    expect(formatRelativeOrDate('2025-12-07T02:59:00Z', new Date(now))).toBe('07, Des 2025');
  });
});
