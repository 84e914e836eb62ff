// Documents (protocol 2 and 4, docs/personnel-writes.md 3): POST /upload-dok (a file for a later
// save's path[]), POST /upload-dok-rw (a file attached to an existing row of any kind) and
// GET /download-dok?filePath=. Uploaded bytes stay in this sandbox's memory; the documents the
// generated rows name are answered with a small generated PDF.
import { READ_SECTIONS } from '../data/index.mjs';
import { text } from './fields.mjs';
import { generatedPdf } from './pdf.mjs';
import { REFS } from './references.mjs';
import { ROW_NOT_FOUND } from './records.mjs';

const refused = (message) => ({ status: 200, json: { code: 0, message } });
const isPdf = (bytes) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';
const safeName = (name) => (name.split(/[\\/]/).pop() || 'dokumen.pdf').replace(/[^A-Za-z0-9._-]+/g, '_');
const GENERATED_URI = /^peremajaan\/usulan\/([0-9A-F]{32})_\d{8}_\d{6}_[a-z0-9_]+\.pdf$/;

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

export function createDocuments({ province, overlay, people, stamp }) {
  /** The checks both uploads share: a known id_ref_dokumen and a PDF file. The reason, or null. */
  function badUpload(fields, file) {
    if (!text(fields.id_ref_dokumen)) return 'id_ref_dokumen wajib diisi';
    if (!REFS['ref-dokumen'].has(text(fields.id_ref_dokumen))) return 'Jenis dokumen tidak ditemukan';
    if (!file || file.bytes.length === 0) return 'File wajib diunggah';
    return isPdf(file.bytes) ? null : 'Dokumen harus berformat PDF';
  }

  /** Keeps the file under a dok_uri in upload-dok's shape (a counter keeps two same-second uploads apart). */
  function keep(owner, fields, file) {
    const now = stamp();
    const base = `peremajaan/usulan/${owner}_${now.compact}_${now.time}_${safeName(file.name).replace(/\.pdf$/i, '')}`;
    let uri = `${base}.pdf`;
    for (let n = 2; overlay.files.has(uri); n++) uri = `${base}-${n}.pdf`;
    overlay.files.set(uri, { bytes: file.bytes, name: file.name });
    const refId = text(fields.id_ref_dokumen);
    return { dok_id: refId, dok_nama: REFS['ref-dokumen'].get(refId).nama, dok_uri: uri, object: uri, slug: refId };
  }

  return {
    upload({ fields, file }) {
      const reason = badUpload(fields, file);
      // upload-dok names no person, so the file name starts with `dok` where SIASN puts the PNS id.
      return reason ? refused(reason) : { status: 200, json: { code: 1, data: keep('dok', fields, file), message: 'File berhasil di upload' } };
    },

    attach({ fields, file }) {
      const found = overlay.locate(text(fields.id_riwayat));
      if (!found) return refused(ROW_NOT_FOUND);
      const reason = badUpload(fields, file);
      if (reason) return refused(reason);
      const doc = keep(province.findByNip(found.nip).pnsId, fields, file);
      overlay.put(found.nip, found.section, { ...found.row, path: { ...found.row.path, [doc.dok_id]: doc } });
      return { status: 200, json: { code: 1, message: 'Dokumen berhasil diunggah', data: doc } };
    },

    download(query) {
      const uri = query.get('filePath') ?? '';
      const uploaded = overlay.files.get(uri);
      if (uploaded) return { status: 200, bytes: uploaded.bytes, contentType: 'application/pdf' };
      const person = people.get(GENERATED_URI.exec(uri)?.[1]);
      if (!person || !generatedDocuments(province, person.nip).has(uri)) return null;
      return { status: 200, bytes: generatedPdf(['SIASN sandbox', `${person.fullName} (${person.nip})`, uri]), contentType: 'application/pdf' };
    },
  };
}
