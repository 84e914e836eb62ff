// The agency gateway's API routes (docs/agency-gateway.md): one table of method, path pattern and
// handler, so a new route (issue 14's job map) is one more entry. Handlers get the named groups
// of the pattern and the query, and answer { status, json }.

export const NOT_FOUND = { status: 404, json: { data: null, message: 'Data tidak ditemukan' } };
const found = (data) => (data ? { status: 200, json: { data } } : NOT_FOUND);

/** @param {{ assessments: { find(kind: string, nip: string): object | null } }} deps */
export function createRoutes({ assessments }) {
  return [
    {
      method: 'GET',
      pattern: /^\/assessment\/(?<kind>potensi|kompetensi)\/(?<nip>[^/]+)$/,
      handle: ({ params }) => found(/^\d{18}$/.test(params.nip) ? assessments.find(params.kind, params.nip) : null),
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
