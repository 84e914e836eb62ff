// The read endpoints (siasn-protocol.md 3, 5, 6.1) over the synthetic province, its agency lists
// (lists.mjs) and this sandbox's writes (`writes.view`, `writes.kpRows`, writes/index.mjs). A
// request's method, path below its API base and query in, an answer `{ status, json }` or
// `{ status, bytes, contentType }` out. Envelopes per protocol section 2; a path no route takes is
// the gateway's own 404 (UNKNOWN_RESOURCE), not SIASN's (protocol, Corrections).
import { dmyDay, isoDay } from './data/dates.mjs';
import { READ_SECTIONS, SINGLE_RECORD_SECTIONS, parseNip } from './data/index.mjs';
import { REFERENCE_LISTS } from './data/references.mjs';
import { agencyUsulanRows, filterUsulan } from './data/usulan.mjs';
import { cachedPhoto } from './photo.mjs';

/** SIASN's not-found envelope: a routed path whose NIP, id or period has no data. */
export const NOT_FOUND = { status: 404, json: { code: 0, data: 'Data tidak ditemukan' } };
/** The WSO2 gateway's fault for a path no API resource matches (below a base or outside them). */
export const UNKNOWN_RESOURCE = {
  status: 404,
  json: { code: '404', type: 'Status report', message: 'Not Found', description: 'The requested resource is not available.' },
};
const ok = (data, count) => ({ status: 200, json: count === undefined ? { code: 1, data } : { code: 1, count, data } });
const found = (data) => (data === null || data === undefined ? NOT_FOUND : ok(data));

/** A non-negative integer query value, or the fallback when absent or not one. */
function whole(query, name, fallback) {
  const text = query.get(name);
  return text !== null && /^\d{1,9}$/.test(text) ? Number(text) : fallback;
}

/** limit/offset paging; no limit: everything from the offset. */
function page(rows, query) {
  const offset = whole(query, 'offset', 0);
  const limit = whole(query, 'limit', rows.length);
  return rows.slice(offset, offset + limit);
}

const nipOf = (value) => (parseNip(value) ? value : null);

/** The longest TMT range one pensiun list covers, in days (the portal's limit too). */
const MAX_RANGE_DAYS = 366;

export function createRoutes({ province, writes, lists }) {
  const byPnsId = new Map(province.people.map((p) => [p.pnsId, p]));
  const thisYear = Number(province.today.slice(-4));
  const sectionByPrefix = new Map(Object.entries(READ_SECTIONS).map(([template, name]) => [template.replace('{nip}', ''), name]));
  const refUnor = province.refUnor();

  // One current score; an unknown parameter such as `tahun` changes nothing (siasn-protocol.md, Corrections).
  const ipasn = (nip) => found(province.nilaiIpasn(nip));

  /** `/{kind}/id/{id}` (one riwayat row) and `/jabatan/pns/{nip}` (the person's positions; fields not seen, protocol 3). */
  function singleRecord(prefix, last) {
    if (prefix === '/jabatan/pns/') {
      const nip = nipOf(last);
      return nip ? found(writes.view('rwJabatan', nip, province.rwJabatan(nip))) : NOT_FOUND;
    }
    const kind = /^\/([a-z0-9]+)\/id\/$/.exec(prefix)?.[1];
    if (!kind || !Object.hasOwn(SINGLE_RECORD_SECTIONS, kind)) return null;
    return found(writes.record(SINGLE_RECORD_SECTIONS[kind], last));
  }

  // Exact paths first (GET only), then /pns/<section>/{nip}, then /pns/photo/{pnsId}, then single records.
  const exact = {
    '/referensi/ref-unor': (query) => ok(page(refUnor, query), refUnor.length),
    '/pengadaan/list-pengadaan-instansi': (query) => {
      const tahun = whole(query, 'tahun', thisYear);
      const rows = tahun >= 1900 && tahun <= 9999 ? lists.pengadaan(tahun) : [];
      return ok(page(rows, query), rows.length);
    },
    '/pns/list-kp-instansi': (query) => {
      const periode = isoDay(query.get('periode'));
      if (periode === null) return NOT_FOUND;
      const rows = lists.kp(periode);
      return ok(writes.kpRows(page(rows, query)), rows.length);
    },
    '/pns/list-pensiun-instansi': (query) => {
      const [from, to] = [dmyDay(query.get('tglAwal')), dmyDay(query.get('tglAkhir'))];
      if (from === null || to === null || to < from || to - from > MAX_RANGE_DAYS) return NOT_FOUND;
      const rows = lists.pensiun(from, to);
      return ok(page(rows, query), rows.length);
    },
    '/imut/simpeg/usulan/list': (query) => {
      const rows = filterUsulan(writes.usulanRows(agencyUsulanRows(province)), query);
      return ok(page(rows, query), rows.length);
    },
    '/pns/nilaiipasn': (query) => ipasn(nipOf(query.get('nip') ?? query.get('nipBaru'))),
  };

  function apiGet(path, query) {
    if (exact[path]) return exact[path](query);
    const slash = path.lastIndexOf('/');
    const prefix = path.slice(0, slash + 1);
    const last = path.slice(slash + 1);
    if (prefix === '/pns/photo/') {
      const person = byPnsId.get(last);
      return person ? { status: 200, ...cachedPhoto(person.pnsId) } : NOT_FOUND;
    }
    const section = sectionByPrefix.get(prefix);
    if (!section) return singleRecord(prefix, last);
    const nip = nipOf(last);
    if (section === 'nilaiIpasn') return ipasn(nip);
    return nip ? found(writes.view(section, nip, province[section](nip))) : NOT_FOUND;
  }

  function refGet(path, query) {
    const match = /^\/([a-z-]+)\/search$/.exec(path);
    const rows = match && Object.hasOwn(REFERENCE_LISTS, match[1]) ? REFERENCE_LISTS[match[1]] : null;
    return rows ? { status: 200, json: { results: page(rows, query) } } : null;
  }

  /** The answer for a call below the API (`api` 'siasn') or reference (`api` 'ref') base. */
  return function answer(api, method, path, query) {
    const result = api === 'ref' ? refGet(path, query) : apiGet(path, query);
    if (!result) return UNKNOWN_RESOURCE;
    if (method !== 'GET' && method !== 'HEAD') return { status: 405, json: { code: 0, data: 'Method Not Allowed' }, headers: { Allow: 'GET' } };
    return result;
  };
}
