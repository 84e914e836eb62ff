// /pns/list-kp-instansi?periode=YYYY-MM-DD: the agency's rank promotions (kenaikan pangkat) of a
// period (siasn-protocol.md 5). Promotions take effect on 1 April or 1 October; a period date
// lists the one of those in the six months up to it. Rows: the province's PNS promoted then (their
// rw-golongan row, with its pertek and SK) or due then (the last rank plus 4 years: after today,
// below IV/e, before retirement), then synthetic people until the list holds `listRows`; ordered
// by NIP. Memoised per (promotion date, listRows); the same seed gives the same rows.
import { byNip, memoised, nipRegistry, proposalOf, syntheticPerson } from './agency-lists.mjs';
import { nextRank } from './catalogue.mjs';
import { kpDate } from './career.mjs';
import { positionTitle } from './career-rows.mjs';
import { salary } from './data-utama.mjs';
import { addMonths, compact, dmy, dmyDay, parts, span, toDay } from './dates.mjs';
import { MAJORS } from './education-reference.mjs';
import { createRng } from './random.mjs';

export const KP_DOCUMENT_KEYS = ['path_ttd_pertek', 'path_ttd_sk', 'path_preview_sk'];
// Jenis KP by the post: pelaksana are promoted on the regular track (automatically), structural
// and functional posts on the chosen (pilihan) one, proposed by the agency.
const KP_TYPES = { 1: 'Pilihan (Jabatan Struktural)', 2: 'Pilihan (Jabatan Fungsional Tertentu)', 4: 'Reguler' };
const JABATAN_KEYS = { 1: 'struktural', 2: 'fungsional', 4: 'fungsional_umum' };

/** The promotion date a period date lists: the 1 April or 1 October in the six months up to it. */
export const kpTmtOf = (periode) => kpDate(addMonths(periode, -6) + 1);

/**
 * The province's regular promotions by TMT day: each PNS's history (jenis KP 101, `index` of its
 * rw-golongan row) and the next one due (`index` null); retirement is checked when a list is built.
 */
function provincePromotions(province) {
  return memoised(province, 'kp-promotions', '', () => {
    const today = dmyDay(province.today);
    const byTmt = new Map();
    const add = (tmt, entry) => (byTmt.get(tmt) ?? byTmt.set(tmt, []).get(tmt)).push(entry);
    for (const summary of province.people) {
      const ranks = province.rankHistory(summary.nip);
      ranks.forEach((rank, index) => {
        if (rank.jenisKP === '101') add(rank.tmt, { summary, from: ranks[index - 1].rankId, to: rank.rankId, index });
      });
      const last = ranks[ranks.length - 1];
      const due = last && kpDate(addMonths(last.tmt, 48));
      if (last && nextRank(last.rankId) && due > today) add(due, { summary, from: last.rankId, to: nextRank(last.rankId).id, index: null });
    }
    return byTmt;
  });
}

/** A list row: `who` names the person, `post` is their position { type, title, tmt }, `signed` their rw-golongan row of it. */
function kpRow(rng, { tmt, today, who, from, to, served, unor, indukId, pendidikan, post, signed }) {
  const drawn = proposalOf(rng, { tmt, today, lead: [30, 75], signed: Boolean(signed), folder: `kp/${compact(tmt)}`, pnsId: who.pnsId, pertekCode: 'PG', skCode: '823.3' });
  const proposal = signed ? { ...drawn, pertekNomor: signed.noPertekBkn, pertekTgl: signed.tglPertekBkn, skNomor: signed.skNomor, skTgl: signed.skTanggal } : drawn;
  const jabatan = Object.fromEntries(Object.entries(JABATAN_KEYS).flatMap(([type, key]) => {
    const held = String(post.type) === type;
    return [[`jabatan_${key}`, held ? post.title : ''], [`tmt_jabatan_${key}`, held ? dmy(post.tmt) : null]];
  }));
  const kpType = KP_TYPES[post.type] ?? KP_TYPES[4];
  return {
    id: rng.uuid(), pnsId: who.pnsId, nipBaru: who.nip, nama: who.nama, gelar_depan: who.gelarDepan, gelar_belakang: who.gelarBelakang,
    statusUsulan: proposal.statusUsulan, statusUsulanNama: proposal.statusUsulanNama, golonganBaruId: String(to), tmtKp: dmy(tmt),
    no_pertek: proposal.pertekNomor, tgl_pertek: proposal.pertekTgl, no_sk: proposal.skNomor, tgl_sk: proposal.skTgl,
    path_ttd_pertek: proposal.pertekPath, path_ttd_sk: proposal.skPath, path_preview_sk: proposal.previewPath,
    gaji_pokok_lama: salary(from, served.years), gaji_pokok_baru: salary(to, served.years), masa_kerja_tahun: served.years, masa_kerja_bulan: served.months,
    jenis_kp: kpType, jenis_prosedur: kpType === KP_TYPES[4] ? 'KP Otomatis' : 'Usulan Instansi',
    angka_kredit: post.type === 2 ? Number((rng.int(40, 300) + rng.next()).toFixed(3)) : 0, isOtomatis: kpType === KP_TYPES[4],
    unor_nama: unor, unor_induk_id: indukId, pendidikan_terakhir: pendidikan, ...jabatan, kppn: '',
  };
}

/** The row of a province PNS, or null when they retire before the promotion. */
function provinceRow(province, tmt, today, { summary, from, to, index }) {
  const utama = province.dataUtama(summary.nip);
  if (index === null && tmt >= dmyDay(utama.tmtPensiun)) return null;
  return kpRow(createRng(`${province.seed}:kp:${summary.nip}:${tmt}`), {
    tmt, today, who: summary, from, to, served: span(dmyDay(utama.tmtCpns), tmt), unor: utama.unorNama, indukId: utama.unorIndukId,
    pendidikan: utama.pendidikanTerakhirNama, post: { type: Number(utama.jenisJabatanId), title: utama.jabatanNama, tmt: dmyDay(utama.tmtJabatan) },
    signed: index === null ? null : province.rwGolongan(summary.nip)[index],
  });
}

/** Synthetic row `k` of a promotion date: someone at least two years in a rank below their cap. */
function syntheticRow(province, tmt, today, registry, k) {
  const rng = createRng(`${province.seed}:kp:${tmt}:${k}`);
  const draw = () => {
    const cpnsAge = rng.int(23, 33);
    const tmtCpns = toDay(parts(tmt).y - rng.int(2, 57 - cpnsAge), rng.int(1, 12), 1);
    return { tmtCpns, birth: toDay(parts(tmtCpns).y - cpnsAge, rng.int(1, 12), rng.int(1, 28)) };
  };
  const fits = (ranks, cap) => (nextRank(ranks[ranks.length - 1].rankId)?.id ?? Infinity) <= cap && ranks[ranks.length - 1].tmt <= addMonths(tmt, -24);
  const person = syntheticPerson(rng, registry, { until: tmt - 1, draw, fits });
  const last = person.ranks[person.ranks.length - 1];
  const post = person.positions[person.positions.length - 1];
  return kpRow(rng, {
    tmt, today, who: person, from: last.rankId, to: nextRank(last.rankId).id, served: span(person.tmtCpns, tmt), unor: person.unit.name, indukId: person.opd.id,
    pendidikan: MAJORS[person.education[person.education.length - 1].majorKey].name, post: { type: post.type, title: positionTitle(post), tmt: post.tmt }, signed: null,
  });
}

/** Row id -> promotion date of every KP list built for a province and listRows (for upload-dok-sk-kp). */
const idIndex = (province, listRows) => memoised(province, 'kp-ids', listRows, () => new Map(), Infinity);

/** The KP list of a promotion date (a day number); the same array for the same arguments while memoised. */
export function kpRows(province, tmt, listRows) {
  return memoised(province, 'kp', `${tmt}:${listRows}`, () => {
    const today = dmyDay(province.today);
    const rows = (provincePromotions(province).get(tmt) ?? []).map((entry) => provinceRow(province, tmt, today, entry)).filter(Boolean);
    const registry = nipRegistry(province, `kp-nip:${tmt}`);
    for (let k = 0; rows.length < listRows; k++) rows.push(syntheticRow(province, tmt, today, registry, k));
    rows.sort(byNip);
    const ids = idIndex(province, listRows);
    for (const row of rows) ids.set(row.id, tmt);
    return rows;
  });
}

/** The row with this id in a KP list this process has built for the province and listRows, or null. */
export function kpRowById(province, id, listRows) {
  const tmt = idIndex(province, listRows).get(id);
  return tmt === undefined ? null : kpRows(province, tmt, listRows).find((row) => row.id === id) ?? null;
}
