// Spec sections 3, 5 and 9: the personnel rules at their boundaries.
import { describe, expect, it } from 'vitest';
import { creditFlags } from '@/utils/rules/credit-flags';
import { ipasnCategory, quadrant, truncate2 } from '@/utils/rules/performance';
import { sameText, sameTitle } from '@/utils/rules/personnel-text';

describe('sameText', () => {
  it.each([
    ['case', 'Budi Santoso', 'BUDI santoso'],
    ['surrounding spaces', '  Budi Santoso ', 'Budi Santoso'],
    ['repeated spaces', 'Budi   Santoso', 'Budi Santoso'],
    ['tabs and new lines as spaces', 'Budi\t\nSantoso', 'Budi Santoso'],
    ['apostrophe as backtick', "Jum'at", 'Jum`at'],
    ['nothing and empty', null, ''],
  ])('ignores %s', (_name, a, b) => {
    expect(sameText(a, b)).toBe(true);
  });

  it.each([
    ['different letters', 'Budi Santoso', 'Budi Santosa'],
    ['a space taken out', 'Budi Santoso', 'BudiSantoso'],
    ['an apostrophe against a quote', "Jum'at", 'Jum"at'],
    ['text against nothing', 'Budi', undefined],
  ])('tells apart %s', (_name, a, b) => {
    expect(sameText(a, b)).toBe(false);
  });
});

describe('sameTitle', () => {
  it.each([
    ['dots', 'S.Kom.', 'SKom'],
    ['case', 'M.M.', 'mm'],
    ['surrounding spaces', ' Dr. ', 'Dr'],
    ['all three', ' S.T. ', 'st'],
  ])('ignores %s', (_name, a, b) => {
    expect(sameTitle(a, b)).toBe(true);
  });

  it.each([
    ['different titles', 'S.Kom.', 'S.Kel.'],
    ['a space inside', 'S. Kom', 'S.Kom'],
    ['a title against none', 'S.E.', null],
  ])('tells apart %s', (_name, a, b) => {
    expect(sameTitle(a, b)).toBe(false);
  });
});

describe('quadrant', () => {
  it.each([
    [1, 1, 1],
    [2, 2, 2],
    [3, 3, 5],
    [1, 2, 2],
    [2, 1, 2],
    [1, 3, 3],
    [3, 2, 3],
    ['3', '3', 5],
  ])('result %s and behaviour %s give %s', (result, behaviour, expected) => {
    expect(quadrant(result, behaviour)).toBe(expected);
  });

  it.each([[0, 1], [4, 1], [1, 1.5], ['', 2], ['x', 2]])('refuses ratings %s and %s', (result, behaviour) => {
    expect(quadrant(result, behaviour)).toBeNull();
  });
});

describe('IPASN category', () => {
  it.each([
    [100, 'Sangat Tinggi'],
    [91, 'Sangat Tinggi'],
    [90.99, 'Tinggi'],
    [90.999, 'Tinggi'],
    ['90.9999', 'Tinggi'],
    [81, 'Tinggi'],
    [80.99, 'Cukup'],
    [71, 'Cukup'],
    [70.99, 'Rendah'],
    [61, 'Rendah'],
    [60.99, 'Sangat Rendah'],
    ['60.999', 'Sangat Rendah'],
    [0, 'Sangat Rendah'],
    [' 85.5 ', 'Tinggi'],
  ])('%s is %s', (value, category) => {
    expect(ipasnCategory(value)).toBe(category);
  });

  it.each([null, undefined, '', 'abc', '1e2', -0.01, 100.01, Number.NaN, Number.POSITIVE_INFINITY])('has no category for %s', (value) => {
    expect(ipasnCategory(value)).toBeNull();
  });

  it('truncates instead of rounding, and keeps a number as written', () => {
    expect(truncate2(80.999)).toBe(80.99);
    expect(truncate2(80.99)).toBe(80.99);
    expect(truncate2('70.456')).toBe(70.45);
    expect(truncate2(1e-7)).toBe(0);
    expect(truncate2(75)).toBe(75);
  });
});

describe('credit flags', () => {
  it("reads '1' as yes and anything else as no", () => {
    expect(creditFlags({ isAngkaKreditPertama: '1', isKonversi: '0', isIntegrasi: '' })).toEqual({ first: true, conversion: false, integration: false });
    expect(creditFlags({ isAngkaKreditPertama: 1, isKonversi: ' 1 ', isIntegrasi: '1' })).toEqual({ first: true, conversion: true, integration: true });
    expect(creditFlags({})).toEqual({ first: false, conversion: false, integration: false });
    expect(creditFlags({ isAngkaKreditPertama: 'true', isKonversi: '01', isIntegrasi: null })).toEqual({ first: false, conversion: false, integration: false });
  });
});
