import { describe, expect, it } from 'vitest';
import { chosenTitles, fullName, joinTitles, splitTitles, titleInName, type DegreeTitles } from '@/utils/rules/degree-titles';

// The Gelar page's rule (spec sections 4 and 5): degrees checked per location, compared by title.
const s1: DegreeTitles = { id: 'a', depan: null, belakang: 'S.Kom.' };
const s2: DegreeTitles = { id: 'b', depan: null, belakang: 'M.T.' };
const akuntan: DegreeTitles = { id: 'c', depan: null, belakang: 'S.E., Ak.' };
const dokter: DegreeTitles = { id: 'd', depan: 'dr.', belakang: null };

describe('degree titles', () => {
  it('splits a name field: commas behind, spaces or commas in front', () => {
    expect(splitTitles('S.Kom., M.T.', 'belakang')).toEqual(['S.Kom.', 'M.T.']);
    expect(splitTitles('Dr. Ir.', 'depan')).toEqual(['Dr.', 'Ir.']);
    expect(splitTitles('Dr., Ir.', 'depan')).toEqual(['Dr.', 'Ir.']);
    expect(splitTitles('  ', 'depan')).toEqual([]);
    expect(splitTitles(null, 'belakang')).toEqual([]);
  });

  it('finds a degree in the name ignoring dots, spaces and case; a two-title degree needs both', () => {
    expect(titleInName(s1, 'belakang', ['skom', 'M.T.'])).toBe(true);
    expect(titleInName(s2, 'belakang', ['S.Kom.'])).toBe(false);
    expect(titleInName(akuntan, 'belakang', ['S.E.'])).toBe(false);
    expect(titleInName(akuntan, 'belakang', ['S.E.', 'Ak.'])).toBe(true);
    expect(titleInName(dokter, 'belakang', ['dr.'])).toBe(false);
  });

  it('keeps titles no degree gives, then adds the chosen degrees oldest first, once each', () => {
    const degrees = [s1, s2, akuntan];
    expect(chosenTitles(['S.Kom.'], degrees, (d) => d !== akuntan, 'belakang')).toEqual(['S.Kom.', 'M.T.']);
    expect(chosenTitles(['S.Kom.', 'M.T.'], degrees, (d) => d === s2, 'belakang')).toEqual(['M.T.']);
    expect(chosenTitles(['H.'], [dokter], () => true, 'depan')).toEqual(['H.', 'dr.']);
    expect(chosenTitles(['S.E.', 'Ak.'], degrees, (d) => d === akuntan, 'belakang')).toEqual(['S.E.', 'Ak.']);
  });

  it('writes the full name with its titles', () => {
    expect(fullName('Budi Santoso', joinTitles(['dr.'], 'depan'), joinTitles(['S.Kom.', 'M.T.'], 'belakang'))).toBe('dr. Budi Santoso, S.Kom., M.T.');
    expect(fullName('Siti Aminah', '', '')).toBe('Siti Aminah');
  });
});
