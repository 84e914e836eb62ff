// Service and status records: recognised earlier work (rw-masakerja, PMK), unpaid leave (rw-cltn),
// discipline (rw-hukdis), study leave (rw-tubel) and unit moves (rw-pnsunor). Only a few people
// have CLTN or discipline rows.
import { addMonths, dmy, parts, span, ymdTime } from './dates.mjs';
import { MAJORS } from './education-reference.mjs';
import { INSTANSI } from './units.mjs';
import { docPath, ids, skNumber } from './row-parts.mjs';
import { rankAt } from './career.mjs';
import { rankById } from './catalogue.mjs';

const EXPERIENCE = [['Guru Tidak Tetap', '1'], ['Tenaga Honorer Pemerintah Daerah', '1'], ['Karyawan Perusahaan Swasta', '1/2']];

/** Earlier work counted toward the service period: between graduating and the CPNS date. */
export function drawPmk(rng, person) {
  const graduated = person.education.filter((row) => !row.afterCpns).pop().graduated;
  if (person.pppk || person.tmtCpns - graduated < 3 * 365 || !rng.chance(0.3)) return null;
  const [pengalaman, dinilai] = rng.pick(EXPERIENCE);
  const from = graduated + rng.int(30, 200);
  const to = person.tmtCpns - rng.int(30, 120);
  const worked = span(from, to);
  const months = (worked.years * 12 + worked.months) / (dinilai === '1' ? 1 : 2);
  return { pengalaman, dinilai, from, to, months: Math.floor(months) };
}

export function masaKerjaRows(rng, person, pmk, today, ctx) {
  if (!pmk) return [];
  const sk = Math.min(today - 1, person.tmtCpns + rng.int(200, 700));
  return [{
    id: ctx.uuid(), ...ids(person), pengalaman: pmk.pengalaman, tanggalAwal: dmy(pmk.from), tanggalSelesai: dmy(pmk.to), nomorSk: skNumber(rng, '800.1.11', sk),
    tanggalSk: dmy(sk), nomorBkn: `PMK-${rng.digits(8)}`, tanggalBkn: dmy(sk - rng.int(10, 40)), tasaKerjaTahun: Math.floor(pmk.months / 12),
    masaKerjaBulan: pmk.months % 12, dinilai: pmk.dinilai, path: docPath(person, 1644, 'SK PMK', sk),
  }];
}

export function cltnRows(rng, person, today, ctx) {
  if (person.pppk || person.role === 'head' || today - person.tmtCpns < 10 * 365 || !rng.chance(0.006)) return [];
  const from = person.tmtCpns + rng.int(4 * 365, Math.floor((today - person.tmtCpns) * 0.7));
  const to = addMonths(from, 12 * rng.int(1, 3)) - 1;
  if (to + 1 >= today) return [];
  const sk = from - rng.int(20, 60);
  return [{
    id: ctx.uuid(), cltnId: ctx.uuid(), skNomor: skNumber(rng, '851', sk), skTanggal: dmy(sk), tanggalAwal: dmy(from), tanggalAkhir: dmy(to),
    tanggalAktif: dmy(to + 1), nomorLetterBkn: `CLTN-${rng.digits(8)}`, tanggalLetterBkn: ymdTime(sk - 10), pnsOrangId: person.pnsId,
    path: docPath(person, 884, 'SK CLTN', sk),
  }];
}

// Light and moderate penalties of PP 94/2021 (none that stops a promotion, so careers stay as drawn).
const PENALTIES = [['01', 'R', 'Teguran lisan', 0], ['02', 'R', 'Teguran tertulis', 0], ['03', 'R', 'Pernyataan tidak puas secara tertulis', 0], ['04', 'S', 'Pemotongan tunjangan kinerja 25% selama 6 bulan', 6]];
const REASONS = [['1', 'Tidak masuk kerja tanpa alasan yang sah'], ['2', 'Tidak menaati ketentuan jam kerja'], ['3', 'Tidak mencapai sasaran kinerja']];

export function hukdisRows(rng, person, ranks, today, ctx) {
  if (person.pppk || today - person.tmtCpns < 3 * 365 || !rng.chance(0.012)) return [];
  const [jenis, tingkat, nama, months] = rng.pick(PENALTIES);
  const [alasanId, alasan] = rng.pick(REASONS);
  const day = today - rng.int(60, Math.min(6 * 365, today - person.tmtCpns - 365));
  const golongan = rankById(rankAt(ranks, day).rankId);
  return [{
    id: ctx.uuid(), rwHukumanDisiplin: ctx.uuid(), golongan: String(golongan.id), golonganLama: String(golongan.id), kedudukanHukum: '01',
    jenisHukuman: jenis, jenisHukumanNama: nama, jenisTingkatHukumanId: tingkat, alasanHukumanDisiplin: alasanId, alasanHukumanDisiplinNama: alasan,
    pnsOrang: person.pnsId, skNomor: skNumber(rng, '862', day - 7), skTanggal: dmy(day - 7), hukumanTanggal: dmy(day), masaTahun: 0, masaBulan: months,
    akhirHukumTanggal: dmy(months ? addMonths(day, months) - 1 : null), nomorPp: 'PP 94 Tahun 2021', skPembatalanNomor: '', skPembatalanTanggal: dmy(null),
    keterangan: '', path: docPath(person, 882, 'Dok SK Hukuman Disiplin', day),
  }];
}

export function tubelRows(rng, person, ctx) {
  return person.education.filter((row) => row.afterCpns && rng.chance(0.4)).map((row) => {
    const major = MAJORS[row.majorKey];
    const from = addMonths(row.graduated, -24);
    return {
      id: ctx.uuid(), namaSekolah: row.school, gelarDepan: major.gelarDepan, gelarBelakang: major.gelarBelakang, tglMulai: dmy(from), tglSelesai: dmy(row.graduated),
      noAkreditasiJurusan: `${rng.int(1000, 9999)}/SK/BAN-PT/Akred/M/${parts(from).y}`, predikatAkreditasiJurusan: rng.pick(['A', 'B', 'Unggul']), createdAt: ymdTime(from - 30),
    };
  });
}

/** One row a move to another unit, read off the position history. */
export function pnsUnorRows(rng, person, jabatan, ctx) {
  return jabatan.filter((row, i) => i === 0 || row.unorId !== jabatan[i - 1].unorId).map((row) => ({
    id: ctx.uuid(), unorBaru: row.unorId, namaUnorBaru: row.unorNama, pnsOrang: person.pnsId, skNomor: row.nomorSk, skTanggal: row.tanggalSk,
    asalId: '1', asalNama: 'SIASN', asalNamaLabel: 'SIASN', instansi: INSTANSI.id,
  }));
}
