// The SIASN sandbox's synthetic province (sandboxes/siasn/data): deterministic, large enough, with
// valid NIPs, the identity sandbox's civil servants, ordered careers and SIASN's field names.
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '@/sandboxes/identity/accounts.mjs';
import { buildProvince, generateProvince, parseNip, READ_SECTIONS, type Province } from '@/sandboxes/siasn/data/index.mjs';
import { QUADRANTS } from '@/utils/catalogue/code-lists';
import { FUNCTIONAL_LEVELS, POSITION_LEVELS, POSITION_TYPES } from '@/utils/catalogue/positions';
import { RANKS } from '@/utils/catalogue/ranks';
import { quadrant } from '@/utils/rules/performance';
import { age } from '@/utils/format/age';

const TODAY = '2026-05-01';
const TODAY_DMY = '01-05-2026';
const DATE = /^\d{2}-\d{2}-\d{4}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** `DD-MM-YYYY` as a sortable number (YYYYMMDD). */
const sortable = (date: string) => Number(date.split('-').reverse().join(''));

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

  it('scores IP ASN within its bounds for the current year', () => {
    for (const person of province.people.filter((_, i) => i % 20 === 0)) {
      const score = province.nilaiIpasn(person.nip)!;
      const parts = [score.kualifikasi, score.kompetensi, score.kinerja, score.disiplin].map(Number);
      expect(parts.map((value, i) => value <= [25, 40, 30, 5][i])).toEqual([true, true, true, true]);
      expect(Number(score.subtotal)).toBe(parts.reduce((a, b) => a + b, 0));
    }
    expect(province.nilaiIpasn(province.people[0].nip, 1990)).toBeNull();
  });
});

describe('SIASN shapes (siasn-protocol.md 3)', () => {
  it('answer every read path of the protocol but the photo', () => {
    const paths = ['data-utama', 'data-utama/paruhwaktu', 'nilaiipasn', 'rw-jabatan', 'rw-golongan', 'rw-pendidikan', 'rw-diklat', 'rw-kursus', 'rw-angkakredit', 'rw-skp22', 'rw-skp',
      'rw-kinerjaperiodik', 'rw-penghargaan', 'rw-sertifikasi', 'data-pasangan', 'data-anak', 'data-ortu', 'rw-masakerja', 'rw-cltn', 'rw-hukdis', 'rw-pwk', 'rw-pindahinstansi',
      'rw-pnsunor', 'rw-pemberhentian', 'rw-dp3', 'rw-tubel'];
    expect(Object.keys(READ_SECTIONS).sort()).toEqual(paths.map((p) => `/pns/${p}/{nip}`).sort());
  });

  // Field names exactly as SIASN spells them, typos included (bold in the protocol).
  const FIELDS = {
    rwGolongan: 'id idPns nipBaru nipLama golonganId golongan pangkat skNomor skTanggal tmtGolongan noPertekBkn tglPertekBkn jumlahKreditUtama jumlahKreditTambahan jenisKPId jenisKPNama masaKerjaGolonganTahun masaKerjaGolonganBulan path',
    rwJabatan: 'id idPns nipBaru nipLama jenisJabatan instansiKerjaId instansiKerjaNama satuanKerjaId satuanKerjaNama unorId unorNama unorIndukId unorIndukNama eselon eselonId jabatanFungsionalId jabatanFungsionalNama jabatanFungsionalUmumId jabatanFungsionalUmumNama tmtJabatan nomorSk tanggalSk namaUnor namaJabatan tmtPelantikan jenisPenugasanId jenisMutasiId subJabatanId tmtMutasi path',
    rwPendidikan: 'id idPns nipBaru nipLama pendidikanId pendidikanNama tkPendidikanId tkPendidikanNama tahunLulus tglLulus isPendidikanPertama nomorIjasah namaSekolah gelarDepan gelarBelakang path',
    rwAngkaKredit: 'id pns nomorSk tanggalSk bulanMulaiPenailan tahunMulaiPenailan bulanSelesaiPenailan tahunSelesaiPenailan kreditUtamaBaru kreditPenunjangBaru kreditBaruTotal rwJabatan namaJabatan isAngkaKreditPertama isIntegrasi isKonversi Sumber created_at updated_at path',
    rwSkp22: 'id tahun hasilKinerja hasilKinerjaNilai kuadranKinerja KuadranKinerjaNilai perilakuKerja PerilakuKerjaNilai namaPenilai nipNrpPenilai penilaiGolonganId penilaiJabatanNm penilaiUnorNm pnsDinilaiId statusPenilai path',
    rwKinerjaPeriodik: 'id tahun nip nama periodikId periodikNama hasilKinerja hasilKinerjaNilai perilakuKerja perilakuKerjaNilai kuadranKinerjaNilai kuadranNilai koefisenId kriteria persentase jabatan instansiId instansiNama unorId unorNama namaPenilai penilaiPnsId penilaiNipNrp penilaiGolonganId penilaiJabatanNama penilaiUnorNm pnsDinilaiId statusPenilai path',
    rwPenghargaan: 'ID tahun skNomor skDate hargaId hargaNama pnsOrangId path',
    rwKursus: 'id idPns nipBaru nipLama jenisKursusId jenisKursusNama jenisKursusSertifikat jenisDiklatId namaKursus noSertipikat institusiPenyelenggara jumlahJam tahunKursus tanggalKursus tanggalSelesaiKursus path',
    rwMasaKerja: 'id idPns nipBaru nipLama pengalaman tanggalAwal tanggalSelesai nomorSk tanggalSk nomorBkn tanggalBkn tasaKerjaTahun masaKerjaBulan dinilai',
    rwHukdis: 'id rwHukumanDisiplin golongan golonganLama kedudukanHukum jenisHukuman jenisHukumanNama jenisTingkatHukumanId alasanHukumanDisiplin alasanHukumanDisiplinNama pnsOrang skNomor skTanggal hukumanTanggal masaTahun masaBulan akhirHukumTanggal nomorPp skPembatalanNomor skPembatalanTanggal keterangan',
    rwCltn: 'id cltnId skNomor skTanggal tanggalAwal tanggalAkhir tanggalAktif nomorLetterBkn tanggalLetterBkn pnsOrangId',
  } as const;

  it('use the field names of each read endpoint', () => {
    const seen = new Set<string>();
    const missing = new Set<string>();
    // Every third person, and everyone with the rare rows (CLTN, discipline, recognised service).
    const sample = province.people.filter((p, i) => i % 3 === 0 || province.rwCltn(p.nip)!.length || province.rwHukdis(p.nip)!.length || province.rwMasaKerja(p.nip)!.length);
    for (const person of sample) {
      for (const [name, fields] of Object.entries(FIELDS)) {
        const rows = province[name as keyof typeof FIELDS](person.nip)!;
        if (rows.length) seen.add(name);
        for (const row of rows) for (const field of fields.split(' ')) if (!(field in row)) missing.add(`${name}.${field}`);
      }
    }
    expect([...missing]).toEqual([]);
    expect([...seen].sort()).toEqual(Object.keys(FIELDS).sort());
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
