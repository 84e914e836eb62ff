import { describe, expect, it } from 'vitest';
import { KpPeriodSchema, kpPeriodProblem } from '@/utils/schemas/personnel-admin';

// A KP sync period is a real period date (docs/personnel-admin.md section 3).
describe('KP periods', () => {
  const today = new Date(Date.UTC(2026, 11, 6));

  it('the first of a month from 2000 up to a year ahead is a period', () => {
    for (const periode of ['2000-01-01', '2026-10-01', '2027-04-01', '2027-12-01']) expect(kpPeriodProblem(periode, today)).toBeNull();
  });

  it('another day of the month is not', () => {
    expect(kpPeriodProblem('2026-10-15', today)).toBe('Periode KP harus tanggal 1 suatu bulan (misalnya 2026-10-01)');
  });

  it('more than a year ahead is not', () => {
    expect(kpPeriodProblem('2028-01-01', today)).toBe('Periode KP paling jauh satu tahun dari hari ini');
  });

  it.each([
    ['1999-10-01', 'benar-benar ada'],
    ['2026-10-15', 'tanggal 1'],
    [`${new Date().getUTCFullYear() + 2}-01-01`, 'satu tahun'],
    ['2026-02-30', 'benar-benar ada'],
  ])('the schema refuses %s with one clear message', (periode, words) => {
    const parsed = KpPeriodSchema.safeParse({ periode });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toHaveLength(1);
    expect(parsed.error?.issues[0].message).toContain(words);
  });
});
