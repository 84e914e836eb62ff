// The reference catalogue (spec sections 3 and 4; siasn-protocol.md 6.2-6.3).
import { describe, expect, it } from 'vitest';
import { LOAN_TYPES, MEETING_TYPES, PERFORMANCE_RATINGS, QUADRANTS, REPORTING_PERIODS } from '@/utils/catalogue/code-lists';
import { byId } from '@/utils/catalogue/lookup';
import { FUNCTIONAL_LEVELS, POSITION_LEVELS, POSITION_TYPES } from '@/utils/catalogue/positions';
import { RANKS, rankLabel } from '@/utils/catalogue/ranks';
import { EAST_JAVA_REGIONS } from '@/utils/catalogue/regions';
import { usulanStage } from '@/utils/rules/usulan-status';
import { GROUP_COLORS, IPASN_CATEGORY_COLORS, proposalStatusColor, proposalStatusText, PROPOSAL_STATUS_TEXTS, QUADRANT_COLORS } from '@/utils/catalogue/status-colors';

describe('ranks', () => {
  it('are the 17 of ids 11-14, 21-24, 31-34 and 41-45, from Juru Muda to Pembina Utama', () => {
    expect(RANKS.map((rank) => rank.id)).toEqual([11, 12, 13, 14, 21, 22, 23, 24, 31, 32, 33, 34, 41, 42, 43, 44, 45]);
    expect(RANKS[0]).toEqual({ id: 11, code: 'I/a', name: 'Juru Muda' });
    expect(RANKS.at(-1)).toEqual({ id: 45, code: 'IV/e', name: 'Pembina Utama' });
    expect(new Set(RANKS.map((rank) => rank.code)).size).toBe(17);
  });

  it('are found by a numeric id or its text, and nothing else', () => {
    expect(rankLabel(32)).toBe('Penata Muda Tingkat I (III/b)');
    expect(rankLabel('32')).toBe('Penata Muda Tingkat I (III/b)');
    expect(rankLabel(' 45 ')).toBe('Pembina Utama (IV/e)');
    for (const id of [15, 25, 46, '3a', '', null, undefined, '__proto__']) expect(rankLabel(id)).toBeUndefined();
  });
});

describe('positions', () => {
  it('have the three types with their ids and colours', () => {
    expect(POSITION_TYPES.map(({ id, name, color }) => [id, name, color])).toEqual([
      [1, 'Struktural', 'red'],
      [2, 'Fungsional', 'default'],
      [4, 'Pelaksana', 'yellow'],
    ]);
  });

  it('have the levels of the spec, 10 to 99', () => {
    expect(POSITION_LEVELS.map((level) => level.id)).toEqual([10, 11, 12, 21, 22, 31, 32, 41, 42, 51, 52, 99]);
    expect(byId(POSITION_LEVELS, '31')?.jabatanAsn).toBe('Administrator');
  });

  it('have the eight functional levels, each at 100 percent and Baik', () => {
    expect(FUNCTIONAL_LEVELS.map(({ id, title, kriteria, code }) => [id, title, kriteria, code])).toEqual([
      [12, 'Ahli Pertama', 12.5, 'PT'],
      [22, 'Ahli Muda', 25, 'MU'],
      [32, 'Ahli Madya', 37.5, 'MA'],
      [42, 'Ahli Utama', 50, 'UT'],
      [52, 'Pemula', 3.75, 'PM'],
      [62, 'Terampil', 5, 'TR'],
      [72, 'Mahir', 12.5, 'MH'],
      [82, 'Penyelia', 25, 'PY'],
    ]);
    expect(FUNCTIONAL_LEVELS.every((level) => level.persentase === 100 && level.keterangan === 'Baik')).toBe(true);
  });
});

describe('East Java regions', () => {
  it('are the 38 codes of 3501-3529 and 3571-3579 with their official names', () => {
    expect(EAST_JAVA_REGIONS).toHaveLength(38);
    const ids = EAST_JAVA_REGIONS.map((region) => region.id);
    expect(ids).toEqual([...Array.from({ length: 29 }, (_, i) => 3501 + i), ...Array.from({ length: 9 }, (_, i) => 3571 + i)]);
    expect(byId(EAST_JAVA_REGIONS, 3501)?.name).toBe('Kabupaten Pacitan');
    expect(byId(EAST_JAVA_REGIONS, 3515)?.name).toBe('Kabupaten Sidoarjo');
    expect(byId(EAST_JAVA_REGIONS, 3529)?.name).toBe('Kabupaten Sumenep');
    expect(byId(EAST_JAVA_REGIONS, 3571)?.name).toBe('Kota Kediri');
    expect(byId(EAST_JAVA_REGIONS, 3578)?.name).toBe('Kota Surabaya');
    expect(byId(EAST_JAVA_REGIONS, 3579)?.name).toBe('Kota Batu');
    expect(new Set(EAST_JAVA_REGIONS.map((region) => region.name)).size).toBe(38);
  });
});

describe('code lists', () => {
  it('hold the spec codes', () => {
    expect(MEETING_TYPES.map((t) => t.id)).toEqual([1, 2, 3, 8]);
    expect(REPORTING_PERIODS).toEqual([{ id: 1, name: 'Bulanan' }, { id: 2, name: 'Triwulanan' }]);
    expect(PERFORMANCE_RATINGS.map((r) => r.name)).toEqual(['Diatas Ekspektasi', 'Sesuai Ekspektasi', 'Dibawah Ekspektasi']);
    expect(QUADRANTS.map((q) => q.id)).toEqual([1, 2, 3, 4, 5]);
    expect(LOAN_TYPES.map((l) => l.id)).toEqual(['KPR', 'KMG', 'KKB']);
  });

  it('colour every quadrant and every IP ASN category, best to worst alike', () => {
    expect(QUADRANTS.map((q) => QUADRANT_COLORS[q.id])).toEqual(['green', 'blue', 'gold', 'orange', 'red']);
    expect(['Sangat Tinggi', 'Tinggi', 'Cukup', 'Rendah', 'Sangat Rendah'].map((c) => IPASN_CATEGORY_COLORS[c as keyof typeof IPASN_CATEGORY_COLORS])).toEqual(QUADRANTS.map((q) => QUADRANT_COLORS[q.id]));
  });
});

describe('status colours and texts', () => {
  it('colour proposal 22 yellow and 32 green as the spec fixes them; only refusals red (issue 31)', () => {
    expect(proposalStatusColor(22)).toBe('yellow');
    expect(proposalStatusColor('32')).toBe('green');
    for (const code of [6, 13, '21', 29, 35, 47, 99]) expect(proposalStatusColor(code)).toBe('red');
    for (const code of [5, '14', 50, 67]) expect(proposalStatusColor(code)).toBe('orange');
    for (const code of [11, 31, 49, 64]) expect(proposalStatusColor(code)).toBe('green');
    for (const code of [1, 2, 12, 15, 19, 23, 33, 34, 52, '', null, undefined, 'x']) expect(proposalStatusColor(code)).toBe('blue');
  });

  it('tell which proposals wait for the person: the four "Perbaikan Dokumen" codes, not those waiting for approval', () => {
    const needs = Array.from({ length: 100 }, (_, code) => code).filter((code) => usulanStage(code) === 'needs-person');
    expect(needs).toEqual([5, 14, 50, 67]);
    expect([usulanStage(34), usulanStage(52)]).toEqual(['in-progress', 'in-progress']);
    expect([usulanStage(6), usulanStage('13'), usulanStage(99)]).toEqual(['refused', 'refused', 'refused']);
    expect([usulanStage(11), usulanStage(32)]).toEqual(['done', 'done']);
  });

  it('explain the nine proposal statuses, and only those', () => {
    expect(Object.keys(PROPOSAL_STATUS_TEXTS)).toHaveLength(9);
    expect(proposalStatusText('Sudah di Paraf')).toMatch(/penandatanganan/);
    expect(proposalStatusText('__proto__')).toBeUndefined();
    expect(proposalStatusText('Diproses')).toBeUndefined();
  });

  it('colour the participant groups', () => {
    expect(GROUP_COLORS).toEqual({ MASTER: 'red', PTPK: 'yellow', GOOGLE: 'green' });
  });
});
