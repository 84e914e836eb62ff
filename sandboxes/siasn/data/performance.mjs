// Performance rows: SKP 2022+ (rw-skp22), periodic performance (rw-kinerjaperiodik) and credit
// points (rw-angkakredit). Quadrants come from the portal's own rule (utils/rules quadrant).
import { REPORTING_PERIODS, functionalLevel, quadrant, quadrantName, ratingName } from './catalogue.mjs';
import { dmy, parts, toDay, ymdTime } from './dates.mjs';
import { INSTANSI } from './units.mjs';
import { positionTitle } from './career-rows.mjs';
import { docPath, skNumber } from './row-parts.mjs';

const RATING = [[1, 14], [2, 80], [3, 6]];
// Credit conversion: share of the level's yearly credit by quadrant (PermenPAN-RB 1/2023).
export const CREDIT_SHARE = { 1: 150, 2: 100, 3: 75, 4: 50, 5: 25 };
const positionAt = (positions, day) => [...positions].reverse().find((p) => p.tmt <= day) ?? positions[0];

function rating(rng) {
  const hasil = rng.weighted(RATING);
  const perilaku = rng.chance(0.7) ? hasil : rng.weighted(RATING);
  return { hasil, perilaku, kuadran: quadrant(hasil, perilaku) };
}

/** SKP of 2022 and later: one row a finished year served. */
export function skp22Rows(rng, person, penilai, today, ctx) {
  const first = Math.max(2022, parts(person.start).y);
  const rows = [];
  for (let tahun = first; tahun < parts(today).y; tahun++) {
    const { hasil, perilaku, kuadran } = rating(rng);
    rows.push({
      id: ctx.uuid(), tahun, hasilKinerja: ratingName(hasil), hasilKinerjaNilai: hasil, kuadranKinerja: quadrantName(kuadran), KuadranKinerjaNilai: kuadran,
      perilakuKerja: ratingName(perilaku), PerilakuKerjaNilai: perilaku, namaPenilai: penilai.nama, nipNrpPenilai: penilai.nip,
      penilaiGolonganId: penilai.golonganId, penilaiJabatanNm: penilai.jabatan, penilaiUnorNm: penilai.unor, pnsDinilaiId: person.pnsId,
      statusPenilai: penilai.status, path: docPath(person, 890, 'Dokumen Evaluasi Kinerja', toDay(tahun + 1, 1, 15)),
    });
  }
  return rows;
}

/** Periods (month ranges) of one kind that ended before today, from 2023 on. */
function periods(periodikId, start, today) {
  const size = periodikId === 1 ? 1 : 3;
  const list = [];
  for (let year = Math.max(2023, parts(start).y); year <= parts(today).y; year++) {
    for (let m = 1; m <= 12; m += size) {
      const end = toDay(year, m + size, 1) - 1;
      if (end < today && end > start) list.push({ year, from: m, to: m + size - 1, end });
    }
  }
  return list;
}

export function kinerjaPeriodikRows(rng, person, penilai, today, ctx) {
  const periodikId = rng.chance(0.9) ? 2 : 1;
  return periods(periodikId, person.start, today).map(({ year, from, to, end }) => {
    const { hasil, perilaku, kuadran } = rating(rng);
    const position = positionAt(person.positions, end);
    const level = position.type === 2 ? functionalLevel(position.level) : null;
    return {
      id: ctx.uuid(), tahun: year, nip: person.nip, nama: person.nama, periodikId, periodikNama: REPORTING_PERIODS.find((p) => p.id === periodikId).name,
      bulanMulaiPenilaian: from, bulanSelesaiPenilaian: to, tahunMulaiPenilaian: year, tahunSelesaiPenilaian: year,
      hasilKinerja: ratingName(hasil), hasilKinerjaNilai: hasil, perilakuKerja: ratingName(perilaku), perilakuKerjaNilai: perilaku,
      kuadranKinerjaNilai: kuadran, kuadranNilai: kuadran, koefisenId: level ? String(level.id) : '', kriteria: level ? level.kriteria : '',
      persentase: level ? CREDIT_SHARE[kuadran] : '', jabatan: positionTitle(position), instansiId: INSTANSI.id, instansiNama: INSTANSI.nama,
      unorId: position.unit.id, unorNama: position.unit.name, namaPenilai: penilai.nama, penilaiPnsId: penilai.pnsId, penilaiNipNrp: penilai.nip,
      penilaiGolonganId: penilai.golonganId, penilaiJabatanNama: penilai.jabatan, penilaiUnorNm: penilai.unor, pnsDinilaiId: person.pnsId,
      statusPenilai: penilai.status, path: docPath(person, 1179, 'Dokumen Evaluasi Kinerja', end + 10),
    };
  });
}

function creditRow(rng, person, position, { from, to, sk, utama, flags }, ctx) {
  const total = Math.round(utama * 1000) / 1000;
  return {
    id: ctx.uuid(), pns: person.pnsId, nomorSk: skNumber(rng, '800', sk), tanggalSk: dmy(sk),
    bulanMulaiPenailan: String(parts(from).m), tahunMulaiPenailan: String(parts(from).y), bulanSelesaiPenailan: String(parts(to).m), tahunSelesaiPenailan: String(parts(to).y),
    kreditUtamaBaru: total, kreditPenunjangBaru: 0, kreditBaruTotal: total, rwJabatan: position.id, namaJabatan: positionTitle(position),
    isAngkaKreditPertama: flags === 'first' ? '1' : '0', isIntegrasi: flags === 'integration' ? '1' : '0', isKonversi: flags === 'conversion' ? '1' : '0',
    Sumber: 'SIASN', created_at: ymdTime(sk), updated_at: ymdTime(sk), path: docPath(person, 880, 'SK PAK', sk),
  };
}

/**
 * Credit points of a functional career: the first assessment on entering it, one on each level
 * change, the integration of the balance at the end of 2022, then a conversion from each year's
 * SKP (the level's yearly credit times the quadrant's share).
 */
export function angkaKreditRows(rng, person, skp22, today, ctx) {
  const functional = person.positions.filter((p) => p.type === 2);
  if (!functional.length) return [];
  const rows = [];
  let balance = 0;
  functional.forEach((position, i) => {
    if (position.tmt > toDay(2022, 12, 31)) return;
    const utama = functionalLevel(position.level).kriteria * (i === 0 ? 1 : 4);
    balance += utama;
    rows.push(creditRow(rng, person, position, { from: position.tmt - 365, to: position.tmt - 1, sk: position.tmt - rng.int(5, 40), utama, flags: i === 0 ? 'first' : '' }, ctx));
  });
  const end2022 = toDay(2022, 12, 31);
  const integrated = rows.length > 0;
  if (integrated) rows.push(creditRow(rng, person, positionAt(functional, end2022), { from: toDay(2022, 1, 1), to: end2022, sk: toDay(2023, 2, rng.int(1, 28)), utama: balance, flags: 'integration' }, ctx));
  for (const skp of skp22) {
    const position = positionAt(functional, toDay(skp.tahun, 12, 31));
    // The integration already holds 2022: conversions start with 2023 then.
    if (position.tmt > toDay(skp.tahun, 12, 31) || (integrated && skp.tahun <= 2022)) continue;
    const sk = toDay(skp.tahun + 1, 2, rng.int(1, 28));
    if (sk > today) continue;
    const utama = (functionalLevel(position.level).kriteria * CREDIT_SHARE[skp.KuadranKinerjaNilai]) / 100;
    rows.push(creditRow(rng, person, position, { from: toDay(skp.tahun, 1, 1), to: toDay(skp.tahun, 12, 31), sk, utama, flags: 'conversion' }, ctx));
  }
  return rows;
}
