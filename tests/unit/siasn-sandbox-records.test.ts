// The SIASN sandbox's records (sandboxes/siasn/data): performance and credit points, the other
// records, and SIASN's field names per read section.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNTS } from '@/sandboxes/identity/accounts.mjs';
import { generateProvince, READ_SECTIONS, type Province } from '@/sandboxes/siasn/data/index.mjs';
import { QUADRANTS } from '@/utils/catalogue/code-lists';
import { FUNCTIONAL_LEVELS } from '@/utils/catalogue/positions';
import { quadrant } from '@/utils/rules/performance';
import { TODAY, DATE, sortable } from '../helpers/siasn-province';
import { SECTION_FIELDS } from '../conformance/siasn-answers';

// These tests walk every record of the whole province (about 2,500 people): seconds of work that a
// loaded 2-core machine stretched past vitest's 5 s default. A time limit here, not a measurement.
vi.setConfig({ testTimeout: 30_000 });

let province: Province;
beforeAll(() => {
  province = generateProvince({ today: TODAY });
});

describe('performance and credit points', () => {
  it('computes every quadrant with the portal rule (utils/rules quadrant)', () => {
    let rows = 0;
    for (const person of province.people) {
      for (const row of province.rwSkp22(person.nip)!) {
        expect(row.KuadranKinerjaNilai).toBe(quadrant(row.hasilKinerjaNilai, row.PerilakuKerjaNilai));
        expect(row.kuadranKinerja).toBe(QUADRANTS.find((q) => q.id === row.KuadranKinerjaNilai)!.name);
        rows += 1;
      }
      for (const row of province.rwKinerjaPeriodik(person.nip)!) {
        expect(row.kuadranKinerjaNilai).toBe(quadrant(row.hasilKinerjaNilai, row.perilakuKerjaNilai));
        if (row.koefisenId) expect(FUNCTIONAL_LEVELS.map((l) => String(l.id))).toContain(row.koefisenId);
        rows += 1;
      }
    }
    expect(rows).toBeGreaterThan(province.size * 3);
  });

  it("flags credit points only with '1' or '0', one kind at most, on the person's functional positions", () => {
    const kinds = new Set<string>();
    for (const person of province.people) {
      const functional = new Set(province.rwJabatan(person.nip)!.filter((row) => row.jenisJabatan === '2').map((row) => row.id));
      const rows = province.rwAngkaKredit(person.nip)!;
      if (!functional.size) expect(rows).toEqual([]);
      rows.forEach((row, i) => {
        const flags = [row.isAngkaKreditPertama, row.isKonversi, row.isIntegrasi];
        for (const flag of flags) expect(['1', '0']).toContain(flag);
        expect(flags.filter((flag) => flag === '1').length).toBeLessThanOrEqual(1);
        expect(functional.has(row.rwJabatan)).toBe(true);
        if (row.isAngkaKreditPertama === '1') expect(i).toBe(0);
        kinds.add(flags.join(''));
      });
    }
    expect([...kinds].sort()).toEqual(['000', '001', '010', '100']);
  });
});

describe('records', () => {
  it('give a few people CLTN and discipline rows, and most a family', () => {
    const count = (name: 'rwCltn' | 'rwHukdis') => province.people.filter((p) => province[name](p.nip)!.length > 0).length;
    for (const name of ['rwCltn', 'rwHukdis'] as const) {
      expect(count(name)).toBeGreaterThan(0);
      expect(count(name)).toBeLessThan(province.size * 0.05);
    }
    const married = province.people.filter((p) => province.dataPasangan(p.nip)!.listPasangan.length > 0);
    expect(married.length).toBeGreaterThan(province.size / 2);
    for (const person of married.slice(0, 300)) {
      const [{ orang, dataPernikahan }] = province.dataPasangan(person.nip)!.listPasangan;
      expect(dataPernikahan.tgglCerai).toBe('01-01-0001');
      for (const child of province.dataAnak(person.nip)?.listAnak ?? []) {
        expect([child.ayahId, child.ibuId].sort()).toEqual([orang.id, person.pnsId].sort());
        expect(sortable(child.tglLahir)).toBeGreaterThan(sortable(dataPernikahan.tgglMenikah));
      }
    }
  });

  it("scores the current IP ASN within its bounds, dated this year once the person's scoring day has come, else last year", () => {
    const years = new Set<string>();
    for (const person of province.people.filter((_, i) => i % 20 === 0)) {
      const score = province.nilaiIpasn(person.nip)!;
      const parts = [score.kualifikasi, score.kompetensi, score.kinerja, score.disiplin].map(Number);
      expect(parts.map((value, i) => value <= [25, 40, 30, 5][i])).toEqual([true, true, true, true]);
      expect(Number(score.subtotal)).toBe(parts.reduce((a, b) => a + b, 0));
      expect(score).not.toHaveProperty('tahun');
      expect(score.created_at).toMatch(/^\d{4}-\d{2}-\d{2} (0[89]|1[0-6]):\d{2}:\d{2}$/);
      expect(score.created_at.slice(0, 10) >= '2025-01-15' && score.created_at.slice(0, 10) <= TODAY).toBe(true);
      years.add(score.created_at.slice(0, 4));
    }
    expect([...years].sort()).toEqual(['2025', '2026']);
    expect(province.nilaiIpasn('199001012015011999')).toBeNull();
  });

  it("moves the IP ASN on as the days pass: a later year gives that year's scoring", () => {
    const nip = province.people[0].nip;
    const later = generateProvince({ today: '2027-12-20' });
    expect(later.nilaiIpasn(nip)!.created_at.slice(0, 4)).toBe('2027');
    expect(generateProvince({ today: TODAY }).nilaiIpasn(nip)).toEqual(province.nilaiIpasn(nip));
  });
});

describe('SIASN shapes (siasn-protocol.md 3)', () => {
  it('answer every read path of the protocol but the photo', () => {
    const paths = ['data-utama', 'data-utama/paruhwaktu', 'nilaiipasn', 'rw-jabatan', 'rw-golongan', 'rw-pendidikan', 'rw-diklat', 'rw-kursus', 'rw-angkakredit', 'rw-skp22', 'rw-skp',
      'rw-kinerjaperiodik', 'rw-penghargaan', 'rw-sertifikasi', 'data-pasangan', 'data-anak', 'data-ortu', 'rw-masakerja', 'rw-cltn', 'rw-hukdis', 'rw-pwk', 'rw-pindahinstansi',
      'rw-pnsunor', 'rw-pemberhentian', 'rw-dp3', 'rw-tubel'];
    expect(Object.keys(READ_SECTIONS).sort()).toEqual(paths.map((p) => `/pns/${p}/{nip}`).sort());
  });

  // Field names exactly as SIASN spells them, typos included (tests/conformance/siasn-answers.ts).
  it('use the field names of each read endpoint', () => {
    const seen = new Set<string>();
    const missing = new Set<string>();
    // Every third person, and everyone with the rare rows (CLTN, discipline, recognised service, study leave).
    const rare = (p: { nip: string }) => province.rwCltn(p.nip)!.length || province.rwHukdis(p.nip)!.length || province.rwMasaKerja(p.nip)!.length || province.rwTubel(p.nip)!.length;
    const sample = province.people.filter((p, i) => i % 3 === 0 || rare(p));
    for (const person of sample) {
      for (const [name, fields] of Object.entries(SECTION_FIELDS)) {
        const data = (province[name as keyof typeof SECTION_FIELDS] as (nip: string) => Record<string, unknown> | Record<string, unknown>[] | null)(person.nip);
        const rows = data === null ? [] : Array.isArray(data) ? data : [data];
        if (rows.length) seen.add(name);
        for (const row of rows) for (const field of fields) if (!(field in row)) missing.add(`${name}.${field}`);
      }
    }
    expect([...missing]).toEqual([]);
    expect([...seen].sort()).toEqual(Object.keys(SECTION_FIELDS).sort());
  });

  it('write dates as DD-MM-YYYY, 01-01-0001 when empty, and data-utama path as a JSON text', () => {
    const demo = ACCOUNTS.simaster[0].employee_number!;
    const main = province.dataUtama(demo)!;
    for (const field of ['tglLahir', 'tmtCpns', 'tmtPns', 'tmtPensiun', 'tmtJabatan', 'tmtGolAkhir', 'tglMeninggal']) expect(main[field], field).toMatch(DATE);
    expect(main.tglMeninggal).toBe('01-01-0001');
    expect(Object.keys(JSON.parse(main.path)).sort()).toEqual(['887', '888', '889']);
    const [row] = province.rwJabatan(demo)!;
    expect(row.path['872'].dok_uri).toMatch(new RegExp(`^peremajaan/usulan/${main.id}_\\d{8}_\\d{6}_.+\\.pdf$`));
    const [spouse] = province.dataPasangan(province.people.find((p) => province.dataPasangan(p.nip)!.listPasangan.length)!.nip)!.listPasangan;
    expect(Object.keys(spouse.dataPernikahan)).toEqual(expect.arrayContaining(['tgglMenikah', 'tgglCerai', 'aktaMenikah', 'isPns']));
    expect(Object.keys(spouse.orang)).toEqual(expect.arrayContaining(['gelarBlk', 'StatusHidup', 'JenisKawinId', 'karisKarsu']));
  });
});
