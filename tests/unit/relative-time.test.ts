// The relative time without dayjs's relativeTime must say exactly what dayjs says (issue 34).
import { describe, expect, it } from 'vitest';
import { dayjs } from '@/utils/format/dayjs';
import { DISPLAY_UTC_OFFSET_MINUTES } from '@/utils/format/dayjs';
import { relativeText, withinYear } from '@/utils/format/relative-time';

const wib = (ms: number) => dayjs(ms).utcOffset(DISPLAY_UTC_OFFSET_MINUTES);
const viaDayjs = (date: number, reference: number) => wib(date).from(wib(reference));
const withinViaDayjs = (date: number, reference: number) => {
  const d = wib(date);
  const r = wib(reference);
  return d.isAfter(r.subtract(1, 'year')) && d.isBefore(r.add(1, 'year'));
};

/** A small deterministic generator, so a failure names a case that comes back. */
function* pairs(count: number): Generator<[number, number]> {
  let seed = 20261207;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const spans = [60_000, 3_600_000, 86_400_000, 40 * 86_400_000, 400 * 86_400_000, 3 * 365 * 86_400_000];
  for (let i = 0; i < count; i++) {
    const reference = Date.UTC(2024, 0, 1) + Math.floor(next() * 3 * 365 * 86_400_000);
    const span = spans[i % spans.length];
    yield [reference + Math.round((next() * 2 - 1) * span), reference];
  }
}

describe('relativeText and withinYear', () => {
  it('say what dayjs says for 6,000 pairs from seconds to years, past and future', () => {
    for (const [date, reference] of pairs(6000)) {
      expect([date, reference, relativeText(date, reference)]).toEqual([date, reference, viaDayjs(date, reference)]);
      expect([date, reference, withinYear(date, reference)]).toEqual([date, reference, withinViaDayjs(date, reference)]);
    }
  });

  it('agree at month ends, leap days and the WIB midnight', () => {
    const cases: [string, string][] = [
      ['2024-01-31T10:00:00+07:00', '2024-02-29T10:00:00+07:00'],
      ['2024-02-29T00:00:00+07:00', '2025-02-28T00:00:00+07:00'],
      ['2024-02-29T00:00:00+07:00', '2025-03-01T00:00:00+07:00'],
      ['2025-03-31T23:59:00+07:00', '2025-04-30T23:59:00+07:00'],
      ['2025-12-31T23:30:00+07:00', '2026-01-01T00:30:00+07:00'],
      ['2026-12-07T10:00:00+07:00', '2026-12-07T10:00:30+07:00'],
      ['2026-12-07T10:00:00+07:00', '2025-12-07T10:00:00+07:00'],
      ['2026-01-15T16:59:59Z', '2026-03-15T17:00:00Z'],
      // Just under and just over 365 days, across a leap day and not.
      ['2023-03-01T00:00:00+07:00', '2024-02-29T23:59:59+07:00'],
      ['2023-02-28T00:00:01+07:00', '2024-02-28T00:00:00+07:00'],
      ['2025-06-01T00:00:00+07:00', '2026-06-01T00:00:00.001+07:00'],
      ['2025-06-01T00:00:00+07:00', '2026-05-31T23:59:59.999+07:00'],
    ];
    for (const [a, b] of cases) {
      const [date, reference] = [Date.parse(a), Date.parse(b)];
      expect(relativeText(date, reference)).toBe(viaDayjs(date, reference));
      expect(relativeText(reference, date)).toBe(viaDayjs(reference, date));
      expect(withinYear(date, reference)).toBe(withinViaDayjs(date, reference));
    }
  });

  it('reads naturally', () => {
    const now = Date.parse('2026-12-07T10:00:00+07:00');
    expect(relativeText(now - 3 * 3_600_000, now)).toBe('3 jam yang lalu');
    expect(relativeText(now + 2 * 86_400_000, now)).toBe('dalam 2 hari');
    expect(relativeText(now - 10_000, now)).toBe('beberapa detik yang lalu');
  });
});
