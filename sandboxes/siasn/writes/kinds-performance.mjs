// Saves of appraisals: SKP 2022+ (/skp22/save) and periodic performance (/kinerjaperiodik/save).
// Ratings are 1-3 and quadrants 1-5 (protocol 6.3); the sandbox takes the quadrant as sent, as
// the portal computes it with its own rule.
import { REPORTING_PERIODS, functionalLevel, quadrantName, ratingName } from '../data/catalogue.mjs';
import { CREDIT_SHARE } from '../data/performance.mjs';
import { badNumber, firstReason, numberOf, text } from './fields.mjs';
import { INSTANSI } from './references.mjs';

const RATINGS = [['hasilKinerjaNilai', 'Hasil kinerja'], ['perilakuKerjaNilai', 'Perilaku kerja'], ['kuadranKinerjaNilai', 'Kuadran kinerja']];
const YEAR = { min: 2022, max: 2100 };

/** The year, ratings and quadrant, each in its range, or the reason. */
const badRatings = (p) => firstReason(
  badNumber(p, 'tahun', 'Tahun', YEAR),
  badNumber(p, 'hasilKinerjaNilai', 'Hasil kinerja', { min: 1, max: 3 }),
  badNumber(p, 'perilakuKerjaNilai', 'Perilaku kerja', { min: 1, max: 3 }),
  badNumber(p, 'kuadranKinerjaNilai', 'Kuadran kinerja', { min: 1, max: 5 }),
);

/** Ratings with their names; `kuadran` read keys differ between the two sections. */
function ratings(p) {
  const [hasil, perilaku, kuadran] = RATINGS.map(([field]) => numberOf(p[field]));
  return { hasil, perilaku, kuadran, hasilNama: ratingName(hasil), perilakuNama: ratingName(perilaku), kuadranNama: quadrantName(kuadran) };
}

export const skp22 = {
  // mapData is the bare row id (protocol, Corrections: the Node client uses it as the id), and no
  // client has been seen to delete an SKP 2022+ entry: the sandbox has no delete route for it.
  section: 'rwSkp22', mapKey: null, deletable: false, idField: 'id', personField: 'pnsDinilaiOrang',
  required: [['tahun', 'Tahun'], ...RATINGS, ['penilaiNama', 'Nama penilai']],
  dates: [],
  check: badRatings,
  row(p, { utama }) {
    const r = ratings(p);
    return {
      tahun: numberOf(p.tahun), hasilKinerja: r.hasilNama, hasilKinerjaNilai: r.hasil, kuadranKinerja: r.kuadranNama, KuadranKinerjaNilai: r.kuadran,
      perilakuKerja: r.perilakuNama, PerilakuKerjaNilai: r.perilaku, namaPenilai: text(p.penilaiNama), nipNrpPenilai: text(p.penilaiNipNrp),
      penilaiGolonganId: text(p.penilaiGolongan), penilaiJabatanNm: text(p.penilaiJabatan), penilaiUnorNm: text(p.penilaiUnorNama),
      pnsDinilaiId: utama.id, statusPenilai: text(p.statusPenilai) || 'ASN',
    };
  },
};

const MONTHS = [['bulanMulaiPenilaian', 'Bulan mulai penilaian'], ['bulanSelesaiPenilaian', 'Bulan selesai penilaian']];

export const kinerjaperiodik = {
  section: 'rwKinerjaPeriodik', mapKey: 'rwKinerjaPeriodikId', idField: 'id', personField: 'pnsDinilaiId',
  required: [['tahun', 'Tahun'], ['periodikId', 'Periode penilaian'], ...MONTHS, ...RATINGS, ['penilaiNama', 'Nama penilai']],
  dates: [],
  check(p) {
    if (!REPORTING_PERIODS.some((period) => String(period.id) === text(p.periodikId))) return 'Periode penilaian tidak valid';
    if (text(p.koefisienId) && !functionalLevel(text(p.koefisienId))) return 'Koefisien jabatan fungsional tidak valid';
    return firstReason(
      badRatings(p), ...MONTHS.map(([field, label]) => badNumber(p, field, label, { min: 1, max: 12 })),
      badNumber(p, 'tahunMulaiPenilaian', 'Tahun mulai penilaian', YEAR), badNumber(p, 'tahunSelesaiPenilaian', 'Tahun selesai penilaian', YEAR),
    );
  },
  row(p, { utama, province }) {
    const r = ratings(p);
    const tahun = numberOf(p.tahun);
    const periodikId = numberOf(p.periodikId);
    const level = text(p.koefisienId) ? functionalLevel(text(p.koefisienId)) : null;
    return {
      tahun, nip: utama.nipBaru, nama: utama.nama, periodikId, periodikNama: REPORTING_PERIODS.find((period) => period.id === periodikId).name,
      bulanMulaiPenilaian: numberOf(p.bulanMulaiPenilaian), bulanSelesaiPenilaian: numberOf(p.bulanSelesaiPenilaian),
      tahunMulaiPenilaian: text(p.tahunMulaiPenilaian) ? numberOf(p.tahunMulaiPenilaian) : tahun, tahunSelesaiPenilaian: text(p.tahunSelesaiPenilaian) ? numberOf(p.tahunSelesaiPenilaian) : tahun,
      hasilKinerja: r.hasilNama, hasilKinerjaNilai: r.hasil, perilakuKerja: r.perilakuNama, perilakuKerjaNilai: r.perilaku,
      kuadranKinerjaNilai: r.kuadran, kuadranNilai: r.kuadran, koefisenId: level ? String(level.id) : '', kriteria: level ? level.kriteria : '',
      persentase: level ? CREDIT_SHARE[r.kuadran] : '', jabatan: utama.jabatanNama, instansiId: INSTANSI.id, instansiNama: INSTANSI.nama,
      unorId: utama.unorId, unorNama: utama.unorNama, namaPenilai: text(p.penilaiNama), penilaiPnsId: province.findByNip(text(p.penilaiNipNrp))?.pnsId ?? '',
      penilaiNipNrp: text(p.penilaiNipNrp), penilaiGolonganId: text(p.penilaiGolongan), penilaiJabatanNama: text(p.penilaiJabatanNama),
      penilaiUnorNm: text(p.penilaiUnorNama), pnsDinilaiId: utama.id, statusPenilai: text(p.statusPenilai) || 'ASN',
    };
  },
};
