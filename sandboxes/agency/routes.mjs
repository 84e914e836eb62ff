// The agency gateway's API routes (docs/agency-gateway.md): one table of method, path pattern and
// handler, so a new route is one more entry. Handlers get the named groups of the pattern and the
// query (URLSearchParams), and answer { status, json } (or { status, bytes, contentType, headers }).
import { casnRoutes, createCasn } from './casn.mjs';

export const NOT_FOUND = { status: 404, json: { data: null, message: 'Data tidak ditemukan' } };
const BAD_PAGE = { status: 400, json: { code: 'BAD_REQUEST', message: 'limit harus 1 sampai 1000 dan offset 0 atau lebih' } };
const found = (data) => (data ? { status: 200, json: { data } } : NOT_FOUND);

/** A whole number from the query up to `max`; `fallback` when absent or empty, null when it is not one. */
function whole(query, name, fallback, max) {
  const text = query.get(name);
  if (text === null || text === '') return fallback;
  return /^\d{1,9}$/.test(text) && Number(text) <= max ? Number(text) : null;
}

/**
 * @param {{
 *   assessments: { find(kind: string, nip: string): object | null },
 *   employees: { page(limit: number, offset: number): { data: object[], count: number } },
 *   jobMaps: { find(unorId?: string): object | null },
 *   casn?: ReturnType<typeof createCasn>,
 * }} deps
 */
export function createRoutes({ assessments, employees, jobMaps, casn = createCasn() }) {
  return [
    ...casnRoutes(casn, NOT_FOUND),
    {
      method: 'GET',
      pattern: /^\/assessment\/(?<kind>potensi|kompetensi)\/(?<nip>[^/]+)$/,
      handle: ({ params }) => found(/^\d{18}$/.test(params.nip) ? assessments.find(params.kind, params.nip) : null),
    },
    {
      method: 'GET',
      pattern: /^\/pegawai$/,
      handle: ({ query }) => {
        const limit = whole(query, 'limit', 100, 1000);
        const offset = whole(query, 'offset', 0, 999_999_999);
        return limit && offset !== null ? { status: 200, json: employees.page(limit, offset) } : BAD_PAGE;
      },
    },
    {
      method: 'GET',
      pattern: /^\/perencanaan\/peta-jabatan$/,
      handle: ({ query }) => found(jobMaps.find(query.get('unor_id') || undefined)),
    },
  ];
}

/**
 * The answer of the route `path` matches: 405 when the path is known but not the method, the
 * not-found answer for an unknown path.
 */
export function dispatch(routes, method, path, query) {
  const matching = routes.map((route) => ({ route, match: route.pattern.exec(path) })).filter(({ match }) => match);
  if (matching.length === 0) return NOT_FOUND;
  const hit = matching.find(({ route }) => route.method === method || (method === 'HEAD' && route.method === 'GET'));
  if (!hit) {
    const allow = [...new Set(matching.map(({ route }) => route.method))].join(', ');
    return { status: 405, json: { code: 'METHOD_NOT_ALLOWED', message: 'Metode tidak diizinkan' }, headers: { Allow: allow } };
  }
  const params = Object.fromEntries(Object.entries(hit.match.groups ?? {}).map(([name, value]) => [name, decodeURIComponent(value)]));
  return hit.route.handle({ params, query });
}
