// /pns/list-pensiun-instansi?tglAwal=&tglAkhir= (DD-MM-YYYY): the agency's retirements whose TMT
// pensiun falls in the range (siasn-protocol.md 5). Rows: the province's PNS retiring then (data
// utama's tmtPensiun, at their retirement age), and synthetic retirees drawn day by day, listRows
// a year spread evenly over the days, so that overlapping ranges list the same people under the
// same ids; ordered by NIP. Memoised per (range, listRows).
import { byNip, memoised, nipRegistry, proposalOf, syntheticPerson } from './agency-lists.mjs';
import { nextRank } from './catalogue.mjs';
import { salary } from './data-utama.mjs';
import { compact, dmy, dmyDay, parts, span, toDay, ymdTime } from './dates.mjs';
import { createRng } from './random.mjs';
import { INSTANSI } from './units.mjs';

export const PENSIUN_DOCUMENT_KEYS = ['pathSk', 'pathPertek', 'pathSkPreview'];
const BUP = 'Pensiun BUP';
const KINDS = [[BUP, 80], ['Pensiun APS', 8], ['Pensiun Janda/Duda', 7], ['Pensiun Sakit/Uzur', 5]];
const BUP_AGES = [[58, 70], [60, 25], [65, 5]];

/** The province's PNS (not PPPK), each `{ summary, utama }` with their data utama, by their TMT pensiun (a day number). */
function provinceRetirements(province) {
  return memoised(province, 'pensiun-province', '', () => {
    const byTmt = new Map();
    for (const summary of province.people.filter((p) => !p.pppk)) {
      const utama = province.dataUtama(summary.nip);
      const tmt = dmyDay(utama.tmtPensiun);
      (byTmt.get(tmt) ?? byTmt.set(tmt, []).get(tmt)).push({ summary, utama });
    }
    return byTmt;
  });
}

/**
 * A list row. The pension: 2.5% of the base salary (of the KPP rank, one above the last for some)
 * a year of service, at most 75%, rounded to a hundred rupiah.
 */
function pensiunRow(rng, { tmt, today, who, nama, kind, birth, tmtCpns, rank }) {
  const proposal = proposalOf(rng, { tmt, today, lead: [60, 150], folder: `pensiun/${compact(tmt)}`, pnsId: who.pnsId, pertekCode: 'PP', skCode: '882' });
  const served = span(tmtCpns, tmt);
  const kpp = (rng.chance(0.3) && nextRank(rank)?.id) || rank;
  return {
    id: rng.uuid(), nama, pnsId: who.pnsId, nipBaru: who.nip, statusUsulan: proposal.statusUsulan, statusUsulanNama: proposal.statusUsulanNama,
    detailLayananNama: kind, tglLahir: dmy(birth), golonganId: String(rank), golonganKppId: String(kpp), tmtPensiun: ymdTime(tmt, 0),
    pertekNomor: proposal.pertekNomor, pertekTgl: proposal.pertekTgl, skNomor: proposal.skNomor, skTgl: proposal.skTgl,
    pathSk: proposal.skPath, pathPertek: proposal.pertekPath, pathSkPreview: proposal.previewPath, instansiId: INSTANSI.id, instansiNama: INSTANSI.nama,
    gajiPensiunBulat: Math.round((salary(kpp, served.years) * Math.min(0.75, 0.025 * served.years)) / 100) * 100,
    keteranganTtd: proposal.hasSk ? 'Ditandatangani secara elektronik' : '', mkPnsTahun: served.years, mkPnsBulan: served.months,
  };
}

function provinceRow(province, tmt, today, { summary, utama }) {
  const rng = createRng(`${province.seed}:pensiun:${summary.nip}`);
  return pensiunRow(rng, {
    tmt, today, who: summary, nama: summary.fullName, kind: BUP, birth: dmyDay(utama.tglLahir), tmtCpns: dmyDay(utama.tmtCpns), rank: Number(utama.golRuangAkhirId),
  });
}

/** Synthetic retiree `k` of a day: at their retirement age (BUP, born the month before), or younger for the other kinds. */
function syntheticRow(province, tmt, today, registry, k) {
  const rng = createRng(`${province.seed}:pensiun:${tmt}:${k}`);
  const kind = rng.weighted(KINDS);
  const { y, m } = parts(tmt);
  const draw = () => {
    const birth = kind === BUP ? toDay(y - rng.weighted(BUP_AGES), m - 1, rng.int(1, 28)) : toDay(y - rng.int(45, 57), rng.int(1, 12), rng.int(1, 28));
    return { birth, tmtCpns: toDay(parts(birth).y + rng.int(22, 32), rng.int(1, 12), 1) };
  };
  const person = syntheticPerson(rng, registry, { until: tmt, draw });
  const rank = person.ranks[person.ranks.length - 1].rankId;
  return pensiunRow(rng, { tmt, today, who: person, nama: person.fullName, kind, birth: person.birth, tmtCpns: person.tmtCpns, rank });
}

/** The synthetic retirees of one day: listRows a year, spread so that every run of days gets its share. */
function dayRows(province, day, today, listRows) {
  const count = Math.floor(((day + 1) * listRows) / 365) - Math.floor((day * listRows) / 365);
  const registry = nipRegistry(province, `pensiun-nip:${day}`);
  return Array.from({ length: count }, (_, k) => syntheticRow(province, day, today, registry, k));
}

/** The pensiun list of the days `from` to `to` (day numbers, both included). */
export function pensiunRows(province, from, to, listRows) {
  return memoised(province, 'pensiun', `${from}:${to}:${listRows}`, () => {
    const today = dmyDay(province.today);
    const retirements = provinceRetirements(province);
    const rows = [];
    for (let day = from; day <= to; day++) {
      rows.push(...(retirements.get(day) ?? []).map((record) => provinceRow(province, day, today, record)), ...dayRows(province, day, today, listRows));
    }
    return rows.sort(byNip);
  });
}
