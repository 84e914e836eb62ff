// Older appraisals: SKP 2014-2021 (rw-skp) and DP3 up to 2013 (rw-dp3); and the ASN index
// (nilaiipasn): SIASN's current score, from the person's education, training, SKP and discipline.
import { positionType } from './catalogue.mjs';
import { parts, ymdTime, toDay } from './dates.mjs';
import { createRng } from './random.mjs';

const score = (rng, lo = 76, hi = 92) => Math.round((lo + rng.next() * (hi - lo)) * 100) / 100;
const mean = (values) => Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100;
const predicate = (value) => (value >= 91 ? 'Sangat Baik' : value >= 76 ? 'Baik' : value >= 61 ? 'Cukup' : 'Kurang');

export function skpRows(rng, person, penilai, atasan, ctx) {
  const rows = [];
  for (let tahun = Math.max(2014, parts(person.start).y + 1); tahun <= 2021; tahun++) {
    const leads = person.role === 'head';
    const behaviour = { orientasiPelayanan: score(rng), integritas: score(rng), komitmen: score(rng), disiplin: score(rng), kerjasama: score(rng), kepemimpinan: leads ? score(rng) : 0 };
    const values = Object.values(behaviour).filter(Boolean);
    const nilaiSkp = score(rng, 78, 90);
    const nilaiPerilakuKerja = mean(values);
    const nilaiPrestasiKerja = Math.round((nilaiSkp * 0.6 + nilaiPerilakuKerja * 0.4) * 100) / 100;
    rows.push({
      // inisiatifKerja: an aspect of the later SKP forms, 0 where it was not assessed (as kepemimpinan for staff).
      id: ctx.uuid(), tahun, nilaiSkp, ...behaviour, inisiatifKerja: 0, nilaiPerilakuKerja, nilaiPrestasiKerja, jumlah: Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100,
      nilairatarata: nilaiPerilakuKerja, konversiNilai: predicate(nilaiPrestasiKerja), nilaiIntegrasi: nilaiPrestasiKerja, jenisJabatan: String(person.positions[0].type),
      penilaiNama: penilai.nama, penilaiNipNrp: penilai.nip, penilaiGolongan: penilai.golonganId, penilaiTmtGolongan: penilai.tmtGolongan, penilaiUnorNama: penilai.unor, penilaiJabatan: penilai.jabatan,
      atasanPenilaiNama: atasan.nama, atasanPenilaiNipNrp: atasan.nip, atasanPenilaiGolongan: atasan.golonganId, atasanPenilaiTmtGolongan: atasan.tmtGolongan,
      atasanPenilaiUnorNama: atasan.unor, atasanPenilaiJabatan: atasan.jabatan, statusPenilai: penilai.status, statusAtasanPenilai: atasan.status,
    });
  }
  return rows;
}

export function dp3Rows(rng, person, penilai, atasan, ctx) {
  const rows = [];
  for (let tahun = Math.max(2005, parts(person.start).y + 1); tahun <= 2013; tahun++) {
    const marks = { kesetiaan: score(rng, 85, 95), prestasiKerja: score(rng), tanggungJawab: score(rng), ketaatan: score(rng), kejujuran: score(rng), kerjasama: score(rng), prakarsa: score(rng), kepemimpinan: person.role === 'head' ? score(rng) : 0 };
    const values = Object.values(marks).filter(Boolean);
    rows.push({
      id: ctx.uuid(), tahun, ...marks, jumlah: Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100, nilairatarata: mean(values),
      penilaiNama: penilai.nama, penilaiNipNrp: penilai.nip, penilaiGolongan: penilai.golonganId, penilaiJabatan: penilai.jabatan, penilaiUnorNama: penilai.unor,
      atasanPenilaiNama: atasan.nama, atasanPenilaiNipNrp: atasan.nip, atasanPenilaiGolongan: atasan.golonganId, atasanPenilaiJabatan: atasan.jabatan, atasanPenilaiUnorNama: atasan.unor,
    });
  }
  return rows;
}

const QUALIFICATION = { '15': 10, '30': 15, '40': 20, '45': 25, '50': 25 };
const PERFORMANCE = { 1: 30, 2: 25, 3: 15, 4: 10, 5: 5 };
const fixed = (value) => value.toFixed(2);

/**
 * When SIASN scored the person in `year`: a day from 15 January to 15 December and a second of the
 * working day (08:00-16:00), drawn from the seed, so every run and machine agrees.
 */
function scoringMoment(seed, person, year) {
  const rng = createRng(`${seed}:ipasn:${person.index}:${year}`);
  return { day: rng.int(toDay(year, 1, 15), toDay(year, 12, 15)), seconds: rng.int(8 * 3600, 16 * 3600) };
}

/**
 * The IP ASN score SIASN holds now (siasn-protocol.md, Corrections): one score, that of the latest
 * yearly scoring up to `today` (this year's once its day has come, last year's before), with its
 * `created_at` (`YYYY-MM-DD HH:mm:ss`, SIASN's usual format) and no year field. Null when the
 * person did not serve yet in the scoring's year.
 */
export function currentIpasn(person, { seed, today }, section) {
  const latest = scoringMoment(seed, person, parts(today).y);
  const moment = latest.day <= today ? latest : scoringMoment(seed, person, parts(today).y - 1);
  const year = parts(moment.day).y;
  if (year < parts(person.start).y) return null;
  const degree = [...section('rwPendidikan')].reverse().find((row) => Number(row.tahunLulus) <= year);
  const kualifikasi = QUALIFICATION[degree?.tkPendidikanId] ?? 5;
  const trainings = [...section('rwDiklat'), ...section('rwKursus')].filter((row) => Number(row.tahun ?? row.tahunKursus) <= year).length;
  const kompetensi = Math.min(40, 12 + trainings * 6);
  const skp = section('rwSkp22').filter((row) => row.tahun <= year).pop();
  const kinerja = skp ? PERFORMANCE[skp.KuadranKinerjaNilai] : 20;
  const disiplin = section('rwHukdis').some((row) => Number(row.skTanggal.slice(-4)) === year) ? 2 : 5;
  const subtotal = kualifikasi + kompetensi + kinerja + disiplin;
  const current = person.positions.filter((p) => p.tmt <= moment.day).pop() ?? person.positions[0];
  return {
    nama: person.nama, jenis_jabatan: positionType(current.type).name, jenjang_jabatan: section('dataUtama').asnJenjangJabatan,
    kualifikasi: fixed(kualifikasi), kompetensi: fixed(kompetensi), kinerja: fixed(kinerja), disiplin: fixed(disiplin), subtotal: fixed(subtotal),
    keterangan_kualifikasi: degree?.tkPendidikanNama ?? '', keterangan_kompetensi: `${trainings} pelatihan`, keterangan_kinerja: skp ? skp.kuadranKinerja : 'Belum ada SKP',
    keterangan_disiplin: disiplin === 5 ? 'Tidak pernah dijatuhi hukuman disiplin' : 'Pernah dijatuhi hukuman disiplin', created_at: ymdTime(moment.day, moment.seconds),
  };
}
