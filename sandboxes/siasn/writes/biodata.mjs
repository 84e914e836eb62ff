// POST /pns/data-utama-update (protocol 4, snake_case): a change of contact and identity data.
// SIASN applies such changes later ("paling lambat 2x24 jam"), so a request stays pending for
// `delaySeconds` (or until POST /__control/apply-pending) before data utama shows it.
import { badDate, text } from './fields.mjs';

// Payload name -> data utama read name, for the protocol's names that data utama shows; any other
// name (kode_pos, say) is ignored, as a real gateway ignores what it does not know.
const FIELDS = {
  email: 'email', email_gov: 'emailGov', nomor_hp: 'noHp', nomor_telpon: 'noTelp', alamat: 'alamat',
  npwp_nomor: 'noNpwp', npwp_tanggal: 'tglNpwp', nomor_bpjs: 'bpjs', taspen_nomor: 'noTaspen',
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const refused = (message) => ({ status: 200, json: { code: 0, message } });

export function createBiodata({ overlay, people, clock, delaySeconds }) {
  const due = (request) => request.appliedAt !== null || clock() >= request.at + delaySeconds * 1000;

  return {
    submit(payload) {
      if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return refused('Format data tidak valid');
      if (!people.has(text(payload.pns_orang_id))) return refused('PNS tidak ditemukan');
      const given = Object.keys(FIELDS).filter((field) => payload[field] !== undefined && payload[field] !== null);
      if (!given.length) return refused('Tidak ada data yang diubah');
      const odd = given.find((field) => typeof payload[field] !== 'string' && typeof payload[field] !== 'number');
      if (odd) return refused(`Format data tidak valid: ${odd}`);
      const email = ['email', 'email_gov'].find((field) => given.includes(field) && text(payload[field]) && !EMAIL.test(text(payload[field])));
      if (email) return refused(`Format email tidak valid: ${email}`);
      const date = badDate(payload, ['npwp_tanggal']);
      if (date) return refused(date);
      const changes = Object.fromEntries(given.map((field) => [FIELDS[field], text(payload[field])]));
      overlay.biodata.push({ pnsId: text(payload.pns_orang_id), changes, at: clock(), appliedAt: null });
      return { status: 200, json: { code: 1, message: 'Data berhasil dikirim, perubahan diterapkan SIASN paling lambat 2x24 jam' } };
    },

    /** Marks every pending request applied now; how many there were. */
    applyPending() {
      const pending = overlay.biodata.filter((request) => !due(request));
      for (const request of pending) request.appliedAt = clock();
      return pending.length;
    },

    /** Data utama with the person's applied changes, oldest first. */
    view(data) {
      return overlay.biodata.filter((request) => request.pnsId === data.id && due(request)).reduce((current, request) => ({ ...current, ...request.changes }), data);
    },
  };
}
