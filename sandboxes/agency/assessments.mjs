// Deterministic assessment results of the agency (BKD Jatim's UPT Penilaian Kompetensi Pegawai)
// for the people of the SIASN sandbox's province: the same seed, day and NIP give the same
// result on every machine. Who exists, and their position, is read from the province (read-only).
import { createRng } from '../siasn/data/random.mjs';

export const INSTITUTION = 'UPT Penilaian Kompetensi Pegawai BKD Jatim';
/** Share of people who have been assessed (the others answer 404). */
const ASSESSED_SHARE = 0.8;

export const POTENSI_ASPECTS = [
  'Kemampuan Intelektual',
  'Kemampuan Interpersonal',
  'Kesadaran Diri',
  'Kemampuan Berpikir Kritis dan Strategis',
  'Kemampuan Menyelesaikan Permasalahan',
  'Kecerdasan Emosional',
  'Kemauan Berkembang',
  'Motivasi dan Komitmen',
];
const POTENSI_METHODS = ['Assessment Center', 'Computer Assisted Test dan Wawancara Kompetensi', 'Psikotes dan Wawancara Kompetensi'];

export const COMPETENCIES = [
  ['Integritas', 'manajerial'],
  ['Kerjasama', 'manajerial'],
  ['Komunikasi', 'manajerial'],
  ['Orientasi pada Hasil', 'manajerial'],
  ['Pelayanan Publik', 'manajerial'],
  ['Pengembangan Diri dan Orang Lain', 'manajerial'],
  ['Mengelola Perubahan', 'manajerial'],
  ['Pengambilan Keputusan', 'manajerial'],
  ['Perekat Bangsa', 'sosial-kultural'],
];

// The level every competency is expected at, by the position level in data utama (`jenjang`):
// the sandbox's reading of PermenPANRB 38/2017, one level for all nine.
const EXPECTED_LEVEL = {
  'JPT Utama': 5, 'JPT Madya': 5, 'JPT Pratama': 4, Administrator: 3, Pengawas: 2,
  'Ahli Utama': 4, 'Ahli Madya': 3, 'Ahli Muda': 2, 'Ahli Pertama': 2, Penyelia: 2, Mahir: 2, Terampil: 1, Pemula: 1, Pelaksana: 1,
};
const JENJANG_LABEL = { Administrator: 'Jabatan Administrator', Pengawas: 'Jabatan Pengawas', Pelaksana: 'Jabatan Pelaksana' };

const pad = (n) => String(n).padStart(2, '0');
const isoDay = (date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const round2 = (n) => Math.round(n * 100) / 100;
const clamp = (n, min, max) => Math.min(max, Math.max(min, n));

/** A day 60 to 4*365 days before `today` (YYYY-MM-DD), on a weekday. */
function pastWeekday(rng, today) {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - rng.int(60, 4 * 365));
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() - 1);
  return isoDay(date);
}

/** Tinggi from 30 of 40 points, Menengah from 22, Rendah below (the sandbox's bands). */
export function potensiCategory(total) {
  if (total >= 30) return 'Tinggi';
  if (total >= 22) return 'Menengah';
  return 'Rendah';
}

/** Job-person match bands: Optimal from 90%, Cukup Optimal from 78%, Kurang Optimal below. */
export function jpmCategory(jpm) {
  if (jpm >= 90) return 'Optimal';
  if (jpm >= 78) return 'Cukup Optimal';
  return 'Kurang Optimal';
}

const RECOMMENDATIONS = {
  Tinggi: 'Disarankan untuk dipertimbangkan dalam kelompok rencana suksesi dan diberi penugasan yang lebih menantang.',
  Menengah: 'Dapat dikembangkan melalui pelatihan, coaching dan penugasan lintas bidang sebelum promosi.',
  Rendah: 'Perlu pengembangan kompetensi dasar dan pendampingan atasan sebelum dipertimbangkan untuk promosi.',
};

function potensi(rng, person, today) {
  const bias = rng.int(-1, 1);
  const aspek = POTENSI_ASPECTS.map((nama) => ({ nama, skor: clamp(3 + bias + rng.weighted([[-1, 2], [0, 5], [1, 3]]), 1, 5) }));
  const skorTotal = aspek.reduce((sum, a) => sum + a.skor, 0);
  const kategori = potensiCategory(skorTotal);
  return {
    nip: person.nip,
    nama: person.fullName,
    tanggal: pastWeekday(rng, today),
    lembaga: INSTITUTION,
    metode: rng.pick(POTENSI_METHODS),
    aspek,
    skorTotal,
    skorMaksimum: aspek.length * 5,
    kategori,
    rekomendasi: RECOMMENDATIONS[kategori],
  };
}

function kompetensi(rng, person, utama, today) {
  const jenjang = String(utama?.jenjang ?? 'Pelaksana');
  const levelStandar = EXPECTED_LEVEL[jenjang] ?? 2;
  const items = COMPETENCIES.map(([nama, kelompok]) => ({
    nama,
    kelompok,
    levelStandar,
    levelCapaian: clamp(levelStandar + rng.weighted([[-2, 1], [-1, 4], [0, 10], [1, 3]]), 1, 5),
  }));
  const standar = items.reduce((sum, k) => sum + k.levelStandar, 0);
  const capaian = items.reduce((sum, k) => sum + Math.min(k.levelCapaian, k.levelStandar), 0);
  const jpm = round2((capaian / standar) * 100);
  return {
    nip: person.nip,
    nama: person.fullName,
    tanggal: pastWeekday(rng, today),
    lembaga: INSTITUTION,
    jenjangJabatan: JENJANG_LABEL[jenjang] ?? (utama?.jabatanAsn === 'Jabatan Fungsional' ? `Jabatan Fungsional ${jenjang}` : jenjang),
    kompetensi: items,
    jpm,
    kategori: jpmCategory(jpm),
  };
}

/**
 * `find(kind, nip)` gives the assessment of a kind (`potensi` or `kompetensi`), or null when the
 * NIP is not in the province or was not assessed. About 80% were; demo accounts always were.
 * @param {{ province: import('../siasn/data/index.mjs').Province, seed: string, today: string }} opts `today` YYYY-MM-DD
 */
export function createAssessments({ province, seed, today }) {
  const assessed = (person) => person.username !== null || createRng(`${seed}:agency:${person.nip}`).chance(ASSESSED_SHARE);
  return {
    find(kind, nip) {
      const person = province.findByNip(nip);
      if (!person || !assessed(person)) return null;
      const rng = createRng(`${seed}:agency:${nip}:${kind}`);
      if (kind === 'potensi') return potensi(rng, person, today);
      if (kind === 'kompetensi') return kompetensi(rng, person, province.dataUtama(nip), today);
      return null;
    },
  };
}
