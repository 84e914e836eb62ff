// POST /<kind>/save for the eight record kinds and DELETE /<kind>/delete/{id} for those a client
// was seen to delete (protocol 4, docs/personnel-writes.md 3). A refusal is `{success:false,message}` at HTTP 200, as clients test
// the flag; the stored row has the section's read shape, so the next read shows it.
import { randomUUID } from 'node:crypto';
import { badDate, missing, text } from './fields.mjs';
import { RECORD_KINDS } from './kinds.mjs';
import { rowId } from './overlay.mjs';

export const ROW_NOT_FOUND = 'Data riwayat tidak ditemukan';
const refused = (message) => ({ status: 200, json: { success: false, message } });
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A save's `path` (upload-dok `data` objects) keyed by dok_id as reads carry it; {} without one, null when malformed. */
function keyedPath(path) {
  if (path === undefined || path === null) return {};
  if (!Array.isArray(path) || !path.every((doc) => isObject(doc) && text(doc.dok_id) && text(doc.dok_uri))) return null;
  return Object.fromEntries(path.map((doc) => {
    const [id, uri] = [text(doc.dok_id), text(doc.dok_uri)];
    return [id, { dok_id: id, dok_nama: text(doc.dok_nama), dok_uri: uri, object: text(doc.object) || uri, slug: text(doc.slug) || id }];
  }));
}

export function createRecordWrites({ province, overlay, people, stamp }) {
  const unors = new Map(province.refUnor().map((unit) => [unit.Id, unit]));

  function save(kindName, payload) {
    const kind = RECORD_KINDS[kindName];
    if (!isObject(payload)) return refused('Format data tidak valid');
    const person = people.get(text(payload[kind.personField]));
    if (!person) return refused('PNS tidak ditemukan');
    const reason = missing(payload, kind.required) ?? badDate(payload, kind.dates);
    if (reason) return refused(reason);
    const path = keyedPath(payload.path);
    if (path === null) return refused('Format dokumen (path) tidak valid');
    const rowsOf = (section) => overlay.rows(person.nip, section);
    const id = text(payload.id);
    const previous = id ? rowsOf(kind.section).find((row) => rowId(row) === id) : undefined;
    if (id && !previous) return refused(ROW_NOT_FOUND);
    const ctx = {
      province, unors, rowsOf, utama: province.dataUtama(person.nip), stamp: stamp().dateTime,
      /** A field the save does not carry: an update keeps the row's value. */
      keep: (field, fallback) => previous?.[field] ?? fallback,
    };
    const invalid = kind.check(payload, ctx);
    if (invalid) return refused(invalid);
    // Documents sent with the save join those attached before (upload-dok-rw), by id_ref_dokumen.
    const row = { [kind.idField]: id || randomUUID(), ...kind.row(payload, ctx), path: { ...previous?.path, ...path } };
    overlay.put(person.nip, kind.section, row);
    const mapData = kind.mapKey ? { [kind.mapKey]: rowId(row) } : rowId(row);
    return { status: 200, json: { success: true, message: 'Data berhasil disimpan', mapData } };
  }

  function remove(kindName, id) {
    const found = overlay.locate(id);
    if (!found || found.section !== RECORD_KINDS[kindName].section) return refused(ROW_NOT_FOUND);
    overlay.remove(found.nip, found.section, id);
    return { status: 200, json: { success: true, message: 'Data berhasil dihapus' } };
  }

  return { save, remove };
}
