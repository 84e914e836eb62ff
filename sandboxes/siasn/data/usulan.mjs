// /imut/simpeg/usulan/list?nip=: a person's proposals (usulan) to BKN. The protocol names the
// endpoint and the status codes (6.5), not the rows; these are the sandbox's: 0-3 proposals from
// the last 18 months, drawn from the seed and the NIP, dated back from the day. The four demo
// accounts get fixed shares of the services and statuses, so together they show every one.
import { dmy, dmyDay, ymdTime } from './dates.mjs';
import { createRng } from './random.mjs';
import { STATUS_NAMES } from './status-names.mjs';

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

/** The proposals of an NIP in the province (oldest first); [] for anyone else. */
export function usulanRows(province, nip) {
  const person = province.findByNip(nip);
  if (!person) return [];
  const today = dmyDay(province.today);
  const rng = createRng(`${province.seed}:usulan:${person.nip}`);
  const demoIndex = person.username ? province.people.filter((p) => p.username).findIndex((p) => p.nip === person.nip) : -1;
  const rows = drawn(rng, person, demoIndex).map(([[layananId, layanan], [status, statusNama]]) => {
    const submitted = today - rng.int(7, 540);
    const updated = Math.min(today - 1, submitted + rng.int(0, 60));
    return {
      id: rng.uuid(), nip: person.nip, nama: person.fullName, jenis_layanan_id: layananId, jenis_layanan_nama: layanan,
      status_usulan: String(status), status_usulan_nama: statusNama, tgl_usulan: dmy(submitted),
      tgl_update: ymdTime(updated, rng.int(7 * 3600, 16 * 3600)), keterangan: NOTES[status] ?? '', sortKey: submitted,
    };
  });
  return rows.sort((a, b) => a.sortKey - b.sortKey).map(({ sortKey, ...row }) => row);
}
