// The reference lists a save's ids are looked up in (a name for each id the read row names), by
// list name and id; the sandbox's own award list, which the reference API does not serve.
import { AWARDS } from '../data/development.mjs';
import { REFERENCE_LISTS } from '../data/references.mjs';
import { INSTANSI } from '../data/units.mjs';

const byId = (rows) => new Map(rows.map((row) => [String(row.id), row]));

/** name -> Map(id -> row) of REFERENCE_LISTS, plus `penghargaan` (201-203 Satyalancana Karya Satya). */
export const REFS = {
  ...Object.fromEntries(Object.entries(REFERENCE_LISTS).map(([name, rows]) => [name, byId(rows)])),
  penghargaan: byId(AWARDS.map(([, id, nama]) => ({ id, nama }))),
};

/** The province's own agency (instansi), the only one its rows name. */
export { INSTANSI };

/** `idPns`, `nipBaru`, `nipLama` as rw-* rows carry them, from the person's data utama. */
export const personIds = (utama) => ({ idPns: utama.id, nipBaru: utama.nipBaru, nipLama: utama.nipLama });
