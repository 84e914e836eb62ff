// The SIASN sandbox's synthetic province (sandboxes/siasn/data): deterministic, large enough, with
// valid NIPs, the identity sandbox's civil servants and ordered careers.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNTS } from '@/sandboxes/identity/accounts.mjs';
import { buildProvince, generateProvince, parseNip, READ_SECTIONS, type Province } from '@/sandboxes/siasn/data/index.mjs';
import { POSITION_LEVELS, POSITION_TYPES } from '@/utils/catalogue/positions';
import { RANKS } from '@/utils/catalogue/ranks';
import { age } from '@/utils/format/age';
import { TODAY, TODAY_DMY, DATE, UUID, sortable } from '../helpers/siasn-province';

// These tests walk every record of the whole province (about 2,500 people): seconds of work that a
// loaded 2-core machine stretched past vitest's 5 s default. A time limit here, not a measurement.
vi.setConfig({ testTimeout: 30_000 });

let province: Province;
beforeAll(() => {
  province = generateProvince({ today: TODAY });
});

describe('generation', () => {
  it('gives the same province for the same seed and day, built twice', () => {
    const again = buildProvince({ today: TODAY });
    expect(again.people).toEqual(province.people);
    for (const person of province.people.filter((_, i) => i % 25 === 0)) {
      for (const name of Object.values(READ_SECTIONS)) expect(again[name](person.nip), `${name} ${person.nip}`).toEqual(province[name](person.nip));
    }
    expect(generateProvince({ today: TODAY })).toBe(province);
  });

  it('gives another province for another seed', () => {
    const other = generateProvince({ seed: 'another-seed', today: TODAY });
    const nips = new Set(province.people.map((p) => p.nip));
    expect(other.people.filter((p) => !nips.has(p.nip)).length).toBeGreaterThan(other.size * 0.9);
  });

  it('holds at least 2,000 civil servants, PNS and a share of PPPK, over the units', () => {
    expect(province.size).toBeGreaterThanOrEqual(2000);
    const pppk = province.people.filter((p) => p.pppk).length;
    expect(pppk / province.size).toBeGreaterThan(0.05);
    expect(pppk / province.size).toBeLessThan(0.3);
    const units = province.refUnor();
    expect(units.filter((u) => u.DiatasanId === null).length).toBeGreaterThanOrEqual(24);
    expect(new Set(province.people.map((p) => p.unorId)).size).toBeGreaterThan(300);
    expect(units.map((u) => u.NamaUnor)).toEqual(expect.arrayContaining(['Dinas Pendidikan', 'Badan Kepegawaian Daerah']));
  });

  it('answers null for an NIP that is not in the province, in every section', () => {
    for (const name of Object.values(READ_SECTIONS)) expect(province[name]('199001012015011999')).toBeNull();
    expect(province.findByNip('not-a-nip')).toBeNull();
  });
});

describe('NIPs', () => {
  it('are 18 digits, unique, and agree with the birth date, the CPNS (or PPPK) date and the gender', () => {
    expect(new Set(province.people.map((p) => p.nip)).size).toBe(province.size);
    for (const person of province.people) {
      const nip = parseNip(person.nip);
      expect(nip, person.nip).not.toBeNull();
      const main = province.dataUtama(person.nip)!;
      expect(person.nip.slice(0, 8)).toBe(main.tglLahir.split('-').reverse().join(''));
      expect(nip!.gender).toBe(main.jenisKelamin);
      if (person.pppk) {
        const [first] = province.rwJabatan(person.nip)!;
        expect([nip!.pppk, nip!.appointedYear, main.kedudukanPnsNama]).toEqual([true, Number(first.tmtJabatan.slice(6)), 'PPPK Aktif']);
      } else {
        expect(person.nip.slice(8, 14)).toBe(main.tmtCpns.slice(6) + main.tmtCpns.slice(3, 5));
        expect(nip!.pppk).toBe(false);
      }
    }
  });

  it('have their ids in SIASN shapes: 32 upper-case hex PNS ids, lower-case UUID rows', () => {
    for (const person of province.people.filter((_, i) => i % 10 === 0)) {
      expect(person.pnsId).toMatch(/^[0-9A-F]{32}$/);
      for (const row of province.rwJabatan(person.nip)!) expect(row.id).toMatch(UUID);
      for (const row of province.rwPenghargaan(person.nip)!) expect(row.ID).toMatch(UUID);
    }
  });
});

describe('demo accounts', () => {
  it('exist with their NIP, name and unit; PTTPK staff and guests do not', () => {
    for (const account of ACCOUNTS.simaster) {
      const person = province.findByNip(account.employee_number!);
      expect(person, account.username).toMatchObject({ username: account.username, fullName: account.name, unitCode: account.organization_id, pppk: false });
      const main = province.dataUtama(account.employee_number!)!;
      expect(`${main.nama}, ${main.gelarBelakang}`).toBe(account.name);
      expect(province.refUnor().find((u) => u.Id === main.unorId)?.CepatKode).toBe(account.organization_id);
    }
    for (const account of [...ACCOUNTS.pttpk, ...ACCOUNTS.google]) {
      expect(province.people.some((p) => p.username === account.username || p.fullName === account.name)).toBe(false);
      if (account.employee_number) expect(province.findByNip(account.employee_number)).toBeNull();
    }
  });

  it('exist under any seed', () => {
    const other = generateProvince({ seed: 'another-seed', today: TODAY });
    for (const account of ACCOUNTS.simaster) expect(other.findByNip(account.employee_number!)?.fullName).toBe(account.name);
  });
});

describe('careers', () => {
  const RANK_IDS = RANKS.map((rank) => rank.id);

  it('start after the 18th birthday, with ranks climbing the catalogue in date order', () => {
    for (const person of province.people) {
      const main = province.dataUtama(person.nip)!;
      const ranks = province.rwGolongan(person.nip)!;
      if (person.pppk) {
        expect(ranks).toEqual([]);
        continue;
      }
      expect(age(main.tglLahir, new Date(`${main.tmtCpns.split('-').reverse().join('-')}T12:00:00+07:00`))).toBeGreaterThanOrEqual(18);
      expect(ranks[0].tmtGolongan).toBe(main.tmtCpns);
      ranks.forEach((rank, i) => {
        expect(rank.tmtGolongan).toMatch(DATE);
        expect(sortable(rank.tmtGolongan)).toBeLessThanOrEqual(sortable(TODAY_DMY));
        expect(RANK_IDS).toContain(Number(rank.golonganId));
        if (i === 0) return;
        expect(RANK_IDS.indexOf(Number(rank.golonganId))).toBe(RANK_IDS.indexOf(Number(ranks[i - 1].golonganId)) + 1);
        expect(sortable(rank.tmtGolongan)).toBeGreaterThan(sortable(ranks[i - 1].tmtGolongan));
      });
      expect(main.golRuangAkhirId).toBe(ranks.at(-1)!.golonganId);
    }
  });

  it('hold positions of the three types in date order, from the appointment to today', () => {
    const types = new Set<string>();
    for (const person of province.people) {
      const main = province.dataUtama(person.nip)!;
      const rows = province.rwJabatan(person.nip)!;
      const start = person.pppk ? rows[0].tmtJabatan : main.tmtCpns;
      expect(rows[0].tmtJabatan).toBe(start);
      rows.forEach((row, i) => {
        types.add(row.jenisJabatan);
        expect(POSITION_TYPES.map((t) => String(t.id))).toContain(row.jenisJabatan);
        if (row.eselonId) expect(POSITION_LEVELS.map((l) => String(l.id))).toContain(row.eselonId);
        expect(row.eselonId !== '').toBe(row.jenisJabatan === '1');
        expect(sortable(row.tmtJabatan)).toBeLessThanOrEqual(sortable(TODAY_DMY));
        if (i > 0) expect(sortable(row.tmtJabatan)).toBeGreaterThan(sortable(rows[i - 1].tmtJabatan));
      });
      expect(main.jabatanNama).toBe(rows.at(-1)!.namaJabatan);
      expect(main.unorId).toBe(person.unorId);
    }
    expect([...types].sort()).toEqual(['1', '2', '4']);
  });

  it('have the degrees that give the titles of their name, in date order', () => {
    for (const person of province.people) {
      const main = province.dataUtama(person.nip)!;
      const rows = province.rwPendidikan(person.nip)!;
      expect(rows.map((row) => row.gelarBelakang).filter(Boolean).join(', ')).toBe(main.gelarBelakang);
      expect(rows.map((row) => row.gelarDepan).filter(Boolean).sort()).toEqual(main.gelarDepan.split(' ').filter(Boolean).sort());
      expect(rows.at(-1)!.tkPendidikanId).toBe(main.tkPendidikanTerakhirId);
      expect(rows.filter((row) => row.isPendidikanPertama === '1')).toHaveLength(1);
      rows.forEach((row, i) => i > 0 && expect(sortable(row.tglLulus)).toBeGreaterThan(sortable(rows[i - 1].tglLulus)));
      expect(sortable(rows.at(-1)!.tglLulus)).toBeLessThan(sortable(TODAY_DMY));
    }
  });
});
