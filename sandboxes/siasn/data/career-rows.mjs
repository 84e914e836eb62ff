// rw-golongan, rw-jabatan and rw-pendidikan rows (siasn-protocol.md 3) from a person's career.
import { positionLevel, rankById, functionalLevel } from './catalogue.mjs';
import { addMonths, dmy, parts, span } from './dates.mjs';
import { LEVELS, MAJORS } from './education-reference.mjs';
import { INSTANSI } from './units.mjs';
import { docPath, ids, skNumber } from './row-parts.mjs';
import { stableId } from './random.mjs';

const KP_TYPES = { 101: 'Reguler', 211: 'Gol. dari Pengadaan CPNS/PNS' };
const group = (rankId) => Math.floor(rankId / 10);
// Years a golongan change takes off the service counted for the salary scale (PP 7/1977 tables).
const GROUP_CUT = { '1-2': 6, '1-3': 11, '1-4': 11, '2-3': 5, '2-4': 5 };

export function golonganRows(rng, person, ranks, ctx) {
  const counted = addMonths(person.tmtCpns, -person.pmkMonths);
  return ranks.map((rank) => {
    const r = rankById(rank.rankId);
    const served = span(counted, rank.tmt);
    const months = Math.max(0, served.years * 12 + served.months - 12 * (GROUP_CUT[`${group(ranks[0].rankId)}-${group(rank.rankId)}`] ?? 0));
    const pertek = rank.tmt - rng.int(30, 75);
    return {
      id: ctx.uuid(), ...ids(person), golonganId: String(r.id), golongan: r.code, pangkat: r.name,
      skNomor: skNumber(rng, rank.jenisKP === '211' ? '813.3' : '823.3', pertek), skTanggal: dmy(pertek + rng.int(5, 25)), tmtGolongan: dmy(rank.tmt),
      noPertekBkn: rank.jenisKP === '211' ? '' : `PG-${parts(pertek).y}${rng.digits(8)}`, tglPertekBkn: rank.jenisKP === '211' ? dmy(null) : dmy(pertek),
      jumlahKreditUtama: rank.credit ?? 0, jumlahKreditTambahan: 0, jenisKPId: rank.jenisKP, jenisKPNama: KP_TYPES[rank.jenisKP],
      masaKerjaGolonganTahun: Math.floor(months / 12), masaKerjaGolonganBulan: months % 12,
      path: docPath(person, 858, 'SK Kenaikan Pangkat', rank.tmt),
    };
  });
}

/** The names SIASN gives a position row's job, whatever its type. */
export function positionTitle(row) {
  if (row.type === 2) return `${row.jf} ${functionalLevel(row.level).title}`;
  return row.name;
}

export function jabatanRows(rng, person, positions, ctx) {
  return positions.map((row) => {
    const opd = ctx.unitsByCode.get(row.unit.opdCode);
    const level = row.eselonId ? positionLevel(row.eselonId) : null;
    const title = positionTitle(row);
    const sk = row.tmt - rng.int(3, 20);
    return {
      id: row.id, ...ids(person), jenisJabatan: String(row.type), instansiKerjaId: INSTANSI.id, instansiKerjaNama: INSTANSI.nama,
      satuanKerjaId: INSTANSI.id, satuanKerjaNama: INSTANSI.nama, unorId: row.unit.id, unorNama: row.unit.name, unorIndukId: opd.id, unorIndukNama: opd.name,
      eselon: level?.name ?? '', eselonId: level ? String(level.id) : '',
      jabatanFungsionalId: row.type === 2 ? stableId(`jf:${title}`) : '', jabatanFungsionalNama: row.type === 2 ? title : '',
      jabatanFungsionalUmumId: row.type === 4 ? stableId(`jfu:${title}`) : '', jabatanFungsionalUmumNama: row.type === 4 ? title : '',
      tmtJabatan: dmy(row.tmt), nomorSk: skNumber(rng, '821.2', sk), tanggalSk: dmy(sk), namaUnor: row.unit.name, namaJabatan: title,
      tmtPelantikan: dmy(row.type === 1 ? row.tmt : null), jenisPenugasanId: 'D', jenisMutasiId: row.jenisMutasi, subJabatanId: '',
      tmtMutasi: dmy(row.jenisMutasi ? row.tmt : null), path: docPath(person, 872, 'Dok SK Jabatan', row.tmt),
    };
  });
}

export function pendidikanRows(rng, person, ctx) {
  return person.education.map((row) => {
    const major = MAJORS[row.majorKey];
    return {
      id: ctx.uuid(), ...ids(person), pendidikanId: major.id, pendidikanNama: major.name, tkPendidikanId: LEVELS[major.level].id,
      tkPendidikanNama: LEVELS[major.level].name, tahunLulus: String(parts(row.graduated).y), tglLulus: dmy(row.graduated),
      isPendidikanPertama: major.level === person.entryLevel && !row.afterCpns ? '1' : '0', nomorIjasah: `${major.level}-${rng.digits(10)}`,
      namaSekolah: row.school, gelarDepan: major.gelarDepan, gelarBelakang: major.gelarBelakang,
      path: docPath(person, 870, 'Ijazah', row.graduated),
    };
  });
}
