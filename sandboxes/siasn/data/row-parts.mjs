// Pieces every riwayat row shares: the person's ids, SK numbers and the keyed document `path`.
import { compact, parts } from './dates.mjs';

/** `idPns`, `nipBaru`, `nipLama` as the rw-* rows carry them. */
export const ids = (person) => ({ idPns: person.pnsId, nipBaru: person.nip, nipLama: person.nipLama });

/** A decree number in the province's style, e.g. `823.3/4127/204/2019`. */
export const skNumber = (rng, code, day) => `${code}/${rng.int(1000, 9999)}/204/${parts(day).y}`;

/**
 * A read row's `path`: an object keyed by id_ref_dokumen (siasn-protocol.md 2), with a dok_uri in
 * upload-dok's shape, so a later download-dok can answer for it.
 */
export function docPath(person, refId, name, day) {
  const uri = `peremajaan/usulan/${person.pnsId}_${compact(day)}_090000_${name.toLowerCase().replace(/[^a-z0-9]+/g, '_')}.pdf`;
  return { [refId]: { dok_id: String(refId), dok_nama: name, dok_uri: uri, object: uri, slug: String(refId) } };
}
