// /imut/simpeg/usulan/list: the agency's proposals (usulan) to BKN, paged by limit/offset and
// filtered by instansi_id and no_surat_usulan (siasn-protocol.md Corrections and 5); a `nip`
// parameter is not SIASN's and changes nothing. The protocol names the endpoint and the status
// codes (6.5), not the rows; these are the sandbox's: 0-3 proposals a person from the last 18
// months, drawn from the seed and the NIP, dated back from the day, with the province's
// instansi_id and, once past Input Berkas and Berkas Disimpan, the agency letter that sent them
// (one a service and month). The four demo accounts get fixed shares of the services and
// statuses, so together they show every one.
import { dmy, dmyDay, ymdTime } from './dates.mjs';
import { createRng } from './random.mjs';
import { memoised } from './agency-lists.mjs';
import { STATUS_NAMES } from './status-names.mjs';
import { INSTANSI } from './units.mjs';

// The portal's proposal services (utils/catalogue/usulan.ts USULAN_SERVICES); PPPK staff have no rank promotions.
export const USULAN_SERVICES = [
  ['1', 'Kenaikan Pangkat', false], ['2', 'Perbaikan Nama', true], ['3', 'Pemberhentian', true],
  ['4', 'Pencantuman Gelar', true], ['5', 'Penyesuaian Masa Kerja', true],
];

// Where proposals stand, with the codes and texts of protocol 6.5 and a drawing weight: the nine
// the spec explains (1, 2, 5, 6, 11, 12, 13, 15, 19) and 22 and 32, which the portal draws yellow and green.
export const USULAN_STATUSES = [[1, 3], [2, 2], [5, 2], [6, 1], [11, 3], [12, 2], [13, 1], [15, 1], [19, 1], [22, 2], [32, 2]]
  .map(([code, weight]) => [code, STATUS_NAMES[code], weight]);

const NOTES = {
  5: 'Dokumen belum terbaca, unggah ulang dalam format PDF',
  6: 'Persyaratan masa kerja belum terpenuhi',
  13: 'Dokumen pendukung tidak sesuai dengan data SIASN',
};

/**
 * [service, status] pairs of a person's proposals. Demo account k of 4 (in the identity sandbox's
 * order) takes every 4th status from the k-th and the services after the 3k-th, so the four cover
 * all eleven statuses and all five services; anyone else draws 0-3 of each.
 */
function drawn(rng, person, demoIndex) {
  const services = USULAN_SERVICES.filter(([, , forPppk]) => forPppk || !person.pppk);
  if (demoIndex < 0) {
    const count = rng.weighted([[0, 4], [1, 3], [2, 2], [3, 1]]);
    return Array.from({ length: count }, () => [rng.pick(services), rng.weighted(USULAN_STATUSES.map((entry) => [entry, entry[2]]))]);
  }
  const statuses = USULAN_STATUSES.filter((_, i) => i % 4 === demoIndex);
  return statuses.map((status, j) => [services[(demoIndex * 3 + j) % services.length], status]);
}

// Statuses before the agency's letter (surat usulan, 6.5 code 3) goes out: Input Berkas, Berkas Disimpan.
const BEFORE_LETTER = new Set(['1', '2']);

/**
 * The agency letter a proposal went to BKN with: one a service and month of submission
 * (`800.1.<service>/<MM>/204/<YYYY>`, 204 the province's BKD code in the sandbox's numbers), ''
 * while the proposal is still being put together.
 */
export function suratUsulan(layananId, submittedDmy, status) {
  if (BEFORE_LETTER.has(String(status))) return '';
  const [, month, year] = submittedDmy.split('-');
  return `800.1.${layananId}/${month}/204/${year}`;
}

/** A person's generated proposals, each with the day it was submitted (`sortKey`). */
function proposalsOf(province, person, demoIndex, today) {
  const rng = createRng(`${province.seed}:usulan:${person.nip}`);
  return drawn(rng, person, demoIndex).map(([[layananId, layanan], [status, statusNama]]) => {
    const submitted = today - rng.int(7, 540);
    const updated = Math.min(today - 1, submitted + rng.int(0, 60));
    return {
      id: rng.uuid(), nip: person.nip, nama: person.fullName, instansi_id: INSTANSI.id, no_surat_usulan: suratUsulan(layananId, dmy(submitted), status),
      jenis_layanan_id: layananId, jenis_layanan_nama: layanan, status_usulan: String(status), status_usulan_nama: statusNama, tgl_usulan: dmy(submitted),
      tgl_update: ymdTime(updated, rng.int(7 * 3600, 16 * 3600)), keterangan: NOTES[status] ?? '', sortKey: submitted,
    };
  });
}

/** Every generated proposal of the province, oldest first (then by NIP and id); the same array while memoised. */
export function agencyUsulanRows(province) {
  return memoised(province, 'usulan', '', () => {
    const today = dmyDay(province.today);
    const demo = province.people.filter((p) => p.username).map((p) => p.nip);
    const rows = province.people.flatMap((person) => proposalsOf(province, person, demo.indexOf(person.nip), today));
    const order = (a, b) => a.sortKey - b.sortKey || (a.nip < b.nip ? -1 : a.nip > b.nip ? 1 : 0) || (a.id < b.id ? -1 : 1);
    return rows.sort(order).map(({ sortKey, ...row }) => row);
  });
}

/** The rows of the list that pass its filters: `instansi_id` and `no_surat_usulan` exact, each ignored when empty or absent. */
export function filterUsulan(rows, query) {
  const filters = ['instansi_id', 'no_surat_usulan'].map((name) => [name, query.get(name)]).filter(([, value]) => value);
  return filters.length === 0 ? rows : rows.filter((row) => filters.every(([name, value]) => row[name] === value));
}
