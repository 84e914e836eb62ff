// Proposals (usulan): POST /imut/simpeg/usulan/save (inferred, the protocol names only the list)
// and how a submitted one moves 1 -> 2 -> 12 -> 15 -> 19 -> 11: one step every `stepSeconds`,
// worked out from the elapsed time at each read (no timers), or moved by the control route. At 11
// a name correction or a degree inclusion reaches data utama. A save carrying a proposal's `id`
// updates it (protocol 4: "send the row id to update", inferred there for every save): a proposal
// sent back for its documents (6.5 codes 5, 14, 50, 67) takes the new `path` and starts again at
// Input Berkas; the protocol names no other call that re-sends a proposal's document.
import { randomUUID } from 'node:crypto';
import { USULAN_SERVICES, USULAN_STATUSES, agencyUsulanRows, suratUsulan } from '../data/usulan.mjs';
import { INSTANSI } from '../data/units.mjs';
import { text } from './fields.mjs';

const PROGRESSION = [1, 2, 12, 15, 19, 11];
const STATUS_NAMES = new Map(USULAN_STATUSES.map(([code, name]) => [code, name]));
// Perbaikan Dokumen, Validasi Usulan - Perbaikan Dokumen, Perbaikan Dokumen - MYSAPK / - BTS.
const SENT_BACK = new Set([5, 14, 50, 67]);
const PERBAIKAN_NAMA = '2';
const PENCANTUMAN_GELAR = '4';
const refused = (message) => ({ status: 200, json: { success: false, message } });
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

export function createUsulan({ province, overlay, clock, stamp, stepSeconds }) {
  /** A generated list row as a proposal of the overlay (the form a re-sent one keeps), held at its status. */
  function fromGenerated(row) {
    const submitted = { dmy: row.tgl_usulan };
    const held = { code: Number(row.status_usulan), at: clock() };
    return { id: row.id, nip: row.nip, nama: row.nama, serviceId: row.jenis_layanan_id, serviceName: row.jenis_layanan_nama, keterangan: row.keterangan, data: {}, path: [], submitted, from: { index: 0, at: clock() }, held };
  }

  /** The proposal a save's `id` names: a submitted one, or one of the generated list's rows. */
  const findUsulan = (id) => overlay.usulan.find((usulan) => usulan.id === id) ?? agencyUsulanRows(province).find((row) => row.id === id);

  function resubmit(payload) {
    const found = findUsulan(text(payload.id));
    if (!found || found.nip !== text(payload.nip)) return refused('Usulan tidak ditemukan');
    const usulan = overlay.usulan.includes(found) ? found : fromGenerated(found);
    if (!SENT_BACK.has(statusOf(usulan).code)) return refused('Usulan tidak dalam status perbaikan dokumen');
    if (!(Array.isArray(payload.path) && payload.path.length > 0 && payload.path.every(isObject))) return refused('Dokumen perbaikan wajib dilampirkan');
    if (payload.data !== undefined && !isObject(payload.data)) return refused('Format data tidak valid');
    if (!overlay.usulan.includes(usulan)) overlay.usulan.push(usulan);
    Object.assign(usulan, { path: payload.path, data: payload.data ?? usulan.data, keterangan: text(payload.keterangan) || usulan.keterangan, held: null, from: { index: 0, at: clock() } });
    return { status: 200, json: { success: true, message: 'Usulan berhasil diperbarui', mapData: { usulanId: usulan.id } } };
  }

  /** The status now and since when: along the progression by elapsed steps, or where the control route left it. */
  function statusOf(usulan) {
    if (usulan.held) return usulan.held;
    const step = stepSeconds * 1000;
    const index = Math.min(PROGRESSION.length - 1, usulan.from.index + Math.floor((clock() - usulan.from.at) / step));
    return { code: PROGRESSION[index], index, at: usulan.from.at + (index - usulan.from.index) * step };
  }

  function reason(payload, person) {
    const service = USULAN_SERVICES.find(([id]) => id === text(payload.jenis_layanan_id));
    if (!service || (person.pppk && !service[2])) return 'Jenis layanan tidak valid';
    if (payload.data !== undefined && !isObject(payload.data)) return 'Format data tidak valid';
    if (payload.path !== undefined && !(Array.isArray(payload.path) && payload.path.every(isObject))) return 'Format dokumen (path) tidak valid';
    const data = payload.data ?? {};
    if (service[0] === PERBAIKAN_NAMA && !text(data.nama)) return 'Nama wajib diisi';
    if (service[0] === PENCANTUMAN_GELAR && !text(data.gelar_depan) && !text(data.gelar_belakang)) return 'Gelar wajib diisi';
    return null;
  }

  return {
    submit(payload) {
      if (!isObject(payload)) return refused('Format data tidak valid');
      if (text(payload.id)) return resubmit(payload);
      const person = province.findByNip(text(payload.nip));
      if (!person) return refused('PNS tidak ditemukan');
      const why = reason(payload, person);
      if (why) return refused(why);
      const [serviceId, serviceName] = USULAN_SERVICES.find(([id]) => id === text(payload.jenis_layanan_id));
      const usulan = {
        id: randomUUID(), nip: person.nip, nama: person.fullName, serviceId, serviceName, keterangan: text(payload.keterangan),
        data: payload.data ?? {}, path: payload.path ?? [], submitted: stamp(), from: { index: 0, at: clock() }, held: null,
      };
      overlay.usulan.push(usulan);
      return { status: 200, json: { success: true, message: 'Usulan berhasil dikirim', mapData: { usulanId: usulan.id } } };
    },

    /**
     * The list: the generated rows, those a save has updated replaced by their new state, then
     * every submitted proposal (oldest first), in the shape of the generated ones plus `data` and `path`.
     */
    rows(generated) {
      const updated = new Set(overlay.usulan.map((usulan) => usulan.id));
      return [...generated.filter((row) => !updated.has(row.id)), ...overlay.usulan.map((usulan) => {
        const status = statusOf(usulan);
        return {
          id: usulan.id, nip: usulan.nip, nama: usulan.nama, instansi_id: INSTANSI.id, no_surat_usulan: suratUsulan(usulan.serviceId, usulan.submitted.dmy, status.code),
          jenis_layanan_id: usulan.serviceId, jenis_layanan_nama: usulan.serviceName,
          status_usulan: String(status.code), status_usulan_nama: STATUS_NAMES.get(status.code), tgl_usulan: usulan.submitted.dmy,
          tgl_update: stamp(status.at).dateTime, keterangan: usulan.keterangan, data: usulan.data, path: usulan.path,
        };
      })];
    },

    /**
     * POST /__control/usulan/advance { id?, status? }: one step along the progression, or straight
     * to `status` (a code off the progression, such as 5 or 13, holds the proposal there). Without
     * an id, every submitted proposal. The moved ids, or a TypeError for an unknown id or status.
     */
    advance({ id, status } = {}) {
      const targets = id === undefined ? overlay.usulan : overlay.usulan.filter((usulan) => usulan.id === id);
      if (id !== undefined && !targets.length) throw new TypeError(`no submitted usulan ${id}`);
      const code = status === undefined ? undefined : Number(status);
      if (code !== undefined && !STATUS_NAMES.has(code)) throw new TypeError(`status must be one of ${[...STATUS_NAMES.keys()].join(', ')}`);
      const now = clock();
      for (const usulan of targets) {
        if (code === undefined) {
          // A held proposal (sent back or refused) has no next step.
          if (!usulan.held) usulan.from = { index: Math.min(PROGRESSION.length - 1, statusOf(usulan).index + 1), at: now };
        } else if (PROGRESSION.includes(code)) {
          usulan.held = null;
          usulan.from = { index: PROGRESSION.indexOf(code), at: now };
        } else {
          usulan.held = { code, at: now };
        }
      }
      return targets.map((usulan) => usulan.id);
    },

    /** Data utama with the names and degrees of the person's proposals that reached 11, oldest first. */
    view(data) {
      return overlay.usulan.filter((usulan) => usulan.nip === data.nipBaru && statusOf(usulan).code === 11).reduce((current, { serviceId, data: asked }) => {
        if (serviceId === PERBAIKAN_NAMA) return { ...current, nama: text(asked.nama) };
        const degrees = {};
        if (typeof asked.gelar_depan === 'string') degrees.gelarDepan = text(asked.gelar_depan);
        if (typeof asked.gelar_belakang === 'string') degrees.gelarBelakang = text(asked.gelar_belakang);
        return serviceId === PENCANTUMAN_GELAR ? { ...current, ...degrees } : current;
      }, data);
    },
  };
}
