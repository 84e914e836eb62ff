import { describe, it, expect } from 'vitest';
import { age, formatRupiah } from '../../utils/format';

describe('formatRupiah', () => {
  it.each([
    [1250000, 'Rp 1.250.000'],
    [0, 'Rp 0'],
    [999, 'Rp 999'],
    [1000, 'Rp 1.000'],
    [-1250000, '-Rp 1.250.000'],
    [1e12, 'Rp 1.000.000.000.000'],
    ['1250000', 'Rp 1.250.000'],
    ['  42 ', 'Rp 42'],
  ] as const)('%j -> %j', (value, expected) => {
    expect(formatRupiah(value)).toBe(expected);
  });

  it.each([
    [1.4, 'Rp 1'],
    [1.5, 'Rp 2'],
    [2.5, 'Rp 3'],
    [999.5, 'Rp 1.000'],
    [-1.5, '-Rp 2'],
    [-1.4, '-Rp 1'],
    [-0.4, 'Rp 0'],
    ['1250000.75', 'Rp 1.250.001'],
  ] as const)('rounds %j half away from zero -> %j', (value, expected) => {
    expect(formatRupiah(value)).toBe(expected);
  });

  it('formats a bigint beyond Number precision exactly', () => {
    expect(formatRupiah(12345678901234567890n)).toBe('Rp 12.345.678.901.234.567.890');
  });

  it('uses a plain space after Rp, never a no-break space', () => {
    expect(formatRupiah(5)).not.toMatch(/[\u00a0\u202f]/);
  });

  it.each([null, undefined, '', '   ', 'abc', '1.250.000', Number.NaN, Infinity, -Infinity])(
    'unreadable %j -> "-"',
    (value) => {
      expect(formatRupiah(value)).toBe('-');
    },
  );
});

describe('age', () => {
  const NOW = new Date(2024, 5, 15, 10, 0);

  it.each([
    ['15-06-1990', 34, 'on the birthday'],
    ['16-06-1990', 33, 'the day before the birthday'],
    ['14-06-1990', 34, 'the day after the birthday'],
    ['01-01-2024', 0, 'under one year'],
    ['15-06-2024', 0, 'born today'],
    [' 15-06-1990 ', 34, 'with surrounding spaces'],
  ])('%s -> %i (%s)', (birth, expected) => {
    expect(age(birth, NOW)).toBe(expected);
  });

  it('a 29 February birthday counts on 28 February in a non-leap year', () => {
    expect(age('29-02-2000', new Date(2001, 1, 27))).toBe(0);
    expect(age('29-02-2000', new Date(2001, 1, 28))).toBe(1);
  });

  it('defaults `now` to today', () => {
    const birth = new Date();
    const text = `01-01-${birth.getFullYear() - 30}`;
    expect(age(text)).toBe(30);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ['ISO order', '1990-06-15'],
    ['slashes', '15/06/1990'],
    ['impossible day', '31-02-1990'],
    ['month 13', '01-13-1990'],
    ['after now', '16-06-2024'],
  ])('%s -> null', (_label, birth) => {
    expect(age(birth, NOW)).toBeNull();
  });
});
