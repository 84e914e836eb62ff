import { describe, expect, it } from 'vitest';
import { IPASN_DIMENSIONS, IPASN_MAX } from '@/utils/catalogue/ip-asn';
import { JPM_CATEGORY_COLORS, POTENSI_CATEGORY_COLORS } from '@/utils/catalogue/assessment';
import { dimensionShare, ipAsnScoredAt, ipAsnYear } from '@/utils/rules/ip-asn';
import { JPM_CATEGORIES, KompetensiSchema, POTENSI_CATEGORIES } from '@/utils/schemas/assessment';

describe('IP ASN dimensions', () => {
  it('are kualifikasi 25, kompetensi 40, kinerja 30, disiplin 5, adding up to the total of 100', () => {
    expect(IPASN_DIMENSIONS.map((d) => [d.key, d.max])).toEqual([['kualifikasi', 25], ['kompetensi', 40], ['kinerja', 30], ['disiplin', 5]]);
    expect(IPASN_DIMENSIONS.reduce((sum, d) => sum + d.max, 0)).toBe(IPASN_MAX);
  });
});

describe('dimensionShare', () => {
  it('is the score of the maximum in percent, from the score truncated to 2 decimals, one decimal rounded', () => {
    expect(dimensionShare('20.00', 25)).toBe(80);
    expect(dimensionShare('30.999', 40)).toBe(77.5); // 30.99 / 40 = 77.475
    expect(dimensionShare(28.5, 40)).toBe(71.3); // 71.25
    expect(dimensionShare('0', 5)).toBe(0);
    expect(dimensionShare('5', 5)).toBe(100);
  });

  it('holds a score outside 0..max to 0-100, and has none for no number or no maximum', () => {
    expect(dimensionShare('26', 25)).toBe(100);
    expect(dimensionShare('-1', 25)).toBe(0);
    expect(dimensionShare('abc', 25)).toBeNull();
    expect(dimensionShare('', 25)).toBeNull();
    expect(dimensionShare(null, 25)).toBeNull();
    expect(dimensionShare('20', 0)).toBeNull();
  });
});

describe('the year of an IP ASN reading', () => {
  it("reads SIASN's created_at (YYYY-MM-DD HH:mm:ss, no zone) as WIB", () => {
    expect(ipAsnScoredAt('2025-08-14 09:30:00')?.toISOString()).toBe('2025-08-14T02:30:00.000Z');
    expect(ipAsnScoredAt('2025-08-14')?.toISOString()).toBe('2025-08-13T17:00:00.000Z');
    expect(ipAsnScoredAt('2025-08-14T09:30')?.toISOString()).toBe('2025-08-14T02:30:00.000Z');
    expect(ipAsnScoredAt('2025-08-14T09:30:00.000Z')?.toISOString()).toBe('2025-08-14T09:30:00.000Z');
    expect(ipAsnScoredAt('2025-08-14T09:30:00+07:00')?.toISOString()).toBe('2025-08-14T02:30:00.000Z');
  });

  it('has no date for none, an empty date or a text that is no date', () => {
    for (const value of [undefined, null, '', 42, '0001-01-01 00:00:00', '2025-02-30 10:00:00', '2025-08-14 24:00:00', '14-08-2025', 'kemarin']) expect(ipAsnScoredAt(value), String(value)).toBeNull();
  });

  it('is the year SIASN scored it in Asia/Jakarta, never the year it was read in', () => {
    const readIn2026 = new Date('2026-03-01T03:00:00Z');
    expect(ipAsnYear(ipAsnScoredAt('2025-11-20 10:00:00'), readIn2026)).toBe(2025);
    // 31 December 23:30 WIB is still that year, though it is 16:30 UTC.
    expect(ipAsnYear(ipAsnScoredAt('2025-12-31 23:30:00'), readIn2026)).toBe(2025);
    // 1 January 00:30 WIB is the new year, though UTC is still in the old one.
    expect(ipAsnYear(ipAsnScoredAt('2026-01-01 00:30:00'), new Date('2026-01-01T00:00:00Z'))).toBe(2026);
  });

  it('falls back to the fetch year (Asia/Jakarta) only when SIASN gives no date', () => {
    expect(ipAsnYear(null, new Date('2025-12-31T17:30:00Z'))).toBe(2026);
    expect(ipAsnYear(ipAsnScoredAt('no date'), new Date('2025-06-01T00:00:00Z'))).toBe(2025);
  });
});

describe('assessment categories', () => {
  it('have a colour each, best to worst green, gold, red', () => {
    expect(POTENSI_CATEGORIES.map((c) => POTENSI_CATEGORY_COLORS[c])).toEqual(['green', 'gold', 'red']);
    expect(JPM_CATEGORIES.map((c) => JPM_CATEGORY_COLORS[c])).toEqual(['green', 'gold', 'red']);
  });

  it('a kompetensi answer outside the protocol is refused (levels 1-5, JPM 0-100, known category)', () => {
    const valid = { nip: '1', tanggal: '2025-01-02', lembaga: 'x', jenjangJabatan: 'y', kompetensi: [{ nama: 'Integritas', kelompok: 'manajerial', levelStandar: 3, levelCapaian: 3 }], jpm: 100, kategori: 'Optimal' };
    expect(KompetensiSchema.safeParse(valid).success).toBe(true);
    expect(KompetensiSchema.safeParse({ ...valid, jpm: 101 }).success).toBe(false);
    expect(KompetensiSchema.safeParse({ ...valid, kategori: 'Baik' }).success).toBe(false);
    expect(KompetensiSchema.safeParse({ ...valid, kompetensi: [{ ...valid.kompetensi[0], levelCapaian: 6 }] }).success).toBe(false);
    expect(KompetensiSchema.safeParse({ ...valid, tanggal: '02-01-2025' }).success).toBe(false);
  });
});
