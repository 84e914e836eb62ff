import { describe, expect, it } from 'vitest';
import { formatNumber } from '@/utils/format/number';
import { formatDay, formatMonthYear, formatRecordDate, formatStamp, parseRecordDate } from '@/utils/format/record-date';

describe('SIASN record dates', () => {
  it.each([
    ['01-04-2020', '1 April 2020'],
    ['31-12-1999', '31 Desember 1999'],
    ['2019-12-20 09:00:00', '20 Desember 2019'],
    ['2026-03-01', '1 Maret 2026'],
    ['01-01-0001', '-'],
    ['0001-01-01', '-'],
    ['31-02-2020', '-'],
    ['', '-'],
    [null, '-'],
    [20200401, '-'],
  ])('%s reads %s', (value, shown) => {
    expect(formatRecordDate(value)).toBe(shown);
  });

  it("formats as dayjs's strict parse does, over every day of two years and malformed days", () => {
    const viaDayjs = (value: string) => parseRecordDate(value)?.format('D MMMM YYYY') ?? '-';
    const values: string[] = [];
    for (let t = Date.UTC(2023, 11, 25); t <= Date.UTC(2025, 0, 5); t += 86_400_000) {
      const iso = new Date(t).toISOString().slice(0, 10);
      values.push(iso, iso.split('-').reverse().join('-'), `${iso} 08:30:00`, `${iso}T23:59`);
    }
    values.push('00-01-2024', '32-01-2024', '29-02-2023', '29-02-2024', '15-13-2024', '15-00-2024', '0099-05-05', '0100-05-05', '05-05-0002', ' 01-04-2020 ', '1-4-2020', '2020-4-1', '01/04/2020');
    for (const value of values) expect([value, formatRecordDate(value)]).toEqual([value, viaDayjs(value)]);
  });

  it('writes an instant in WIB with the Indonesian time separator', () => {
    expect(formatStamp('2026-11-26T07:05:00.000Z')).toBe('26 November 2026 14.05');
    expect(formatStamp('2026-11-26T20:30:00.000Z')).toBe('27 November 2026 03.30');
  });

  it("writes an instant's day in WIB, '-' for none", () => {
    expect(formatDay('2025-12-31T16:30:00.000Z')).toBe('31 Desember 2025');
    expect(formatDay('2025-12-31T17:30:00.000Z')).toBe('1 Januari 2026');
    expect(formatDay(null)).toBe('-');
  });

  it('names a month of a year, from numbers or numeric texts', () => {
    expect(formatMonthYear('4', 2026)).toBe('April 2026');
    expect(formatMonthYear(12, '2025')).toBe('Desember 2025');
    expect(formatMonthYear('', 2025)).toBe('-');
    expect(formatMonthYear(13, 2025)).toBe('-');
  });
});

describe('formatNumber', () => {
  it.each([
    [3772800, '3.772.800'],
    [37.5, '37,5'],
    ['88.02', '88,02'],
    [12.345, '12,35'],
    [0, '0'],
    ['', '-'],
    [null, '-'],
    ['III/a', 'III/a'],
  ])('%s is %s', (value, shown) => {
    expect(formatNumber(value)).toBe(shown);
  });
});
