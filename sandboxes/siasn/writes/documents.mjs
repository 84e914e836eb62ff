// Documents (protocol 2 and 4, docs/personnel-writes.md 3): POST /upload-dok (a file for a later
// save's path[]), POST /upload-dok-rw (a file attached to an existing row of any kind), POST
// /upload-dok-sk-kp (a promotion decree for a row of the KP list) and GET /download-dok?filePath=.
// Uploaded bytes stay in this sandbox's memory; the documents the generated records and the agency
// lists name are answered with a small generated PDF.
import { READ_SECTIONS } from '../data/index.mjs';
import { badDate, firstReason, missing, text } from './fields.mjs';
import { generatedPdf } from './pdf.mjs';
import { REFS } from './references.mjs';
import { ROW_NOT_FOUND } from './records.mjs';

const refused = (message) => ({ status: 200, json: { code: 0, message } });
const isPdf = (bytes) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';
const safeName = (name) => (name.split(/[\\/]/).pop() || 'dokumen.pdf').replace(/[^A-Za-z0-9._-]+/g, '_');
const GENERATED_URI = /^peremajaan\/usulan\/([0-9A-F]{32})_\d{8}_\d{6}_[a-z0-9_]+\.pdf$/;
const SK_KP = '858';
const uploaded = (doc) => ({ status: 200, json: { code: 1, data: doc, message: 'File berhasil di upload' } });
const asPdf = (bytes) => ({ status: 200, bytes, contentType: 'application/pdf' });
/** The reason a file part is refused (none, empty, not a PDF), or null. */
const badFile = (file) => (!file || file.bytes.length === 0 ? 'File wajib diunggah' : isPdf(file.bytes) ? null : 'Dokumen harus berformat PDF');

/** Every dok_uri and object the generated records of a person name (row `path` objects, data utama's JSON text). */
function generatedDocuments(province, nip) {
  const uris = new Set();
  const add = (path) => Object.values(path ?? {}).forEach((doc) => uris.add(doc.dok_uri).add(doc.object));
  for (const section of new Set(Object.values(READ_SECTIONS))) {
    if (section === 'nilaiIpasn') continue;
    const data = province[section](nip);
    if (section === 'dataUtama') add(JSON.parse(data.path));
    else if (Array.isArray(data)) data.forEach((row) => add(row.path));
  }
  return uris;
}

export function createDocuments({ province, lists, overlay, people, stamp }) {
  /** The checks upload-dok and upload-dok-rw share: a known id_ref_dokumen and a PDF file. The reason, or null. */
  function badUpload(fields, file) {
    if (!text(fields.id_ref_dokumen)) return 'id_ref_dokumen wajib diisi';
    if (!REFS['ref-dokumen'].has(text(fields.id_ref_dokumen))) return 'Jenis dokumen tidak ditemukan';
    return badFile(file);
  }

  /** Keeps the file under a dok_uri in upload-dok's shape (a counter keeps two same-second uploads apart). */
  function keep(owner, refId, file) {
    const now = stamp();
    const base = `peremajaan/usulan/${owner}_${now.compact}_${now.time}_${safeName(file.name).replace(/\.pdf$/i, '')}`;
    let uri = `${base}.pdf`;
    for (let n = 2; overlay.files.has(uri); n++) uri = `${base}-${n}.pdf`;
    overlay.files.set(uri, { bytes: file.bytes, name: file.name });
    return { dok_id: refId, dok_nama: REFS['ref-dokumen'].get(refId).nama, dok_uri: uri, object: uri, slug: refId };
  }

  return {
    upload({ fields, file }) {
      const reason = badUpload(fields, file);
      // upload-dok names no person, so the file name starts with `dok` where SIASN puts the PNS id.
      return reason ? refused(reason) : uploaded(keep('dok', text(fields.id_ref_dokumen), file));
    },

    attach({ fields, file }) {
      const found = overlay.locate(text(fields.id_riwayat));
      if (!found) return refused(ROW_NOT_FOUND);
      const reason = badUpload(fields, file);
      if (reason) return refused(reason);
      const doc = keep(province.findByNip(found.nip).pnsId, text(fields.id_ref_dokumen), file);
      overlay.put(found.nip, found.section, { ...found.row, path: { ...found.row.path, [doc.dok_id]: doc } });
      return { status: 200, json: { code: 1, message: 'Dokumen berhasil diunggah', data: doc } };
    },

    /** A signed decree for a KP list row (by `id_usulan`): that row shows its number, date and file from now on. */
    skKp({ fields, file }) {
      const id = text(fields.id_usulan);
      const row = id ? lists.kpRow(id) : null;
      if (!row) return refused('Usulan KP tidak ditemukan');
      const reason = firstReason(missing(fields, [['no_sk', 'Nomor SK'], ['tgl_sk', 'Tanggal SK']]), badDate(fields, ['tgl_sk']), badFile(file));
      if (reason) return refused(reason);
      const doc = keep(row.pnsId, SK_KP, file);
      overlay.skKp.set(id, { no_sk: text(fields.no_sk), tgl_sk: text(fields.tgl_sk), path_ttd_sk: doc.dok_uri });
      return uploaded(doc);
    },

    download(query) {
      const uri = query.get('filePath') ?? '';
      const file = overlay.files.get(uri);
      if (file) return asPdf(file.bytes);
      const person = people.get(GENERATED_URI.exec(uri)?.[1]);
      const owner = person && generatedDocuments(province, person.nip).has(uri) ? { nama: person.fullName, nip: person.nip } : lists.documentOwner(uri);
      return owner ? asPdf(generatedPdf(['SIASN sandbox', `${owner.nama} (${owner.nip})`, uri])) : null;
    },
  };
}
