import { describe, it, expect } from 'vitest';
import { formatRelativeOrDate } from '../../utils/format';

const NOW = new Date(2024, 5, 1, 12, 0, 0);

describe('formatRelativeOrDate', () => {
  it.each([
    ['30 seconds ago', new Date(2024, 5, 1, 11, 59, 30), 'beberapa detik yang lalu'],
    ['3 hours ago', new Date(2024, 5, 1, 9, 0), '3 jam yang lalu'],
    ['5 days ago', new Date(2024, 4, 27, 12, 0), '5 hari yang lalu'],
    ['3 months ago', new Date(2024, 2, 1, 12, 0), '3 bulan yang lalu'],
    ['2 hours ahead', new Date(2024, 5, 1, 14, 0), 'dalam 2 jam'],
  ])('%s -> %s', (_label, date, expected) => {
    expect(formatRelativeOrDate(date, NOW)).toBe(expected);
  });

  describe('one-year boundary', () => {
    it('a minute under one year old is relative', () => {
      expect(formatRelativeOrDate(new Date(2023, 5, 1, 12, 1), NOW)).toBe('setahun yang lalu');
    });

    it('exactly one year old is absolute', () => {
      expect(formatRelativeOrDate(new Date(2023, 5, 1, 12, 0), NOW)).toBe('01, Jun 2023');
    });

    it('a minute over one year old is absolute', () => {
      expect(formatRelativeOrDate(new Date(2023, 5, 1, 11, 59), NOW)).toBe('01, Jun 2023');
    });

    it('several years old is absolute in DD, MMM YYYY', () => {
      expect(formatRelativeOrDate(new Date(2019, 7, 17, 8, 0), NOW)).toBe('17, Agt 2019');
    });

    it('a year or more ahead is absolute', () => {
      expect(formatRelativeOrDate(new Date(2025, 5, 1, 12, 0), NOW)).toBe('01, Jun 2025');
    });

    it('uses the calendar year across a leap day', () => {
      const leapNow = new Date(2024, 2, 1, 0, 0);
      expect(formatRelativeOrDate(new Date(2023, 2, 1, 0, 1), leapNow)).toBe('setahun yang lalu');
      expect(formatRelativeOrDate(new Date(2023, 2, 1, 0, 0), leapNow)).toBe('01, Mar 2023');
    });
  });

  it('defaults `now` to the current time', () => {
    expect(formatRelativeOrDate(new Date(Date.now() - 3 * 3600_000))).toBe('3 jam yang lalu');
  });

  it.each([null, undefined, '', 'bukan tanggal'])('invalid date %j -> "-"', (input) => {
    expect(formatRelativeOrDate(input, NOW)).toBe('-');
  });

  it('an invalid `now` -> "-"', () => {
    expect(formatRelativeOrDate(new Date(2024, 0, 1), 'bukan tanggal')).toBe('-');
  });
});
