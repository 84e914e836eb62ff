// Zoom's API routes the portal uses (under /v2) and the join page a link opens: one table of
// method, path pattern and handler. Handlers get the named groups of the pattern, the query and
// the parsed JSON body, and answer { status, json | body }.

const NOT_FOUND = { status: 404, json: { code: 404, message: 'Not Found' } };
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A stand-in for Zoom's web client: the page a join link opens. */
function joinPage(meeting) {
  if (!meeting) return { status: 404, contentType: 'text/html; charset=utf-8', body: '<!DOCTYPE html><title>Rapat tidak ditemukan</title><p>Rapat tidak ditemukan.</p>' };
  const title = escapeHtml(meeting.topic);
  const body = `<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>Sandbox Zoom: rapat ${meeting.id} (${meeting.status}).</p></body></html>`;
  return { status: 200, contentType: 'text/html; charset=utf-8', body };
}

/** @param {{ meetings: ReturnType<typeof import('./meetings.mjs').createMeetingStore> }} deps */
export function createRoutes({ meetings }) {
  return [
    { method: 'GET', pattern: /^\/v2\/users\/me\/meetings$/, api: true, handle: ({ query }) => meetings.list(query) },
    { method: 'POST', pattern: /^\/v2\/users\/me\/meetings$/, api: true, handle: ({ body }) => meetings.create(body()) },
    { method: 'GET', pattern: /^\/v2\/meetings\/(?<id>[^/]+)$/, api: true, handle: ({ params }) => meetings.get(params.id) },
    { method: 'DELETE', pattern: /^\/v2\/meetings\/(?<id>[^/]+)$/, api: true, handle: ({ params }) => meetings.remove(params.id) },
    { method: 'GET', pattern: /^\/j\/(?<id>\d{1,15})$/, api: false, handle: ({ params }) => joinPage(meetings.find(params.id)) },
  ];
}

/** The route `path` matches (null: 404) or a 405 answer for a known path with another method. */
export function findRoute(routes, method, path) {
  const matching = routes.map((route) => ({ route, match: route.pattern.exec(path) })).filter(({ match }) => match);
  if (matching.length === 0) return { answer: NOT_FOUND };
  const hit = matching.find(({ route }) => route.method === method || (method === 'HEAD' && route.method === 'GET'));
  if (!hit) {
    const allow = [...new Set(matching.map(({ route }) => route.method))].join(', ');
    return { answer: { status: 405, json: { code: 405, message: 'Method Not Allowed' }, headers: { Allow: allow } } };
  }
  const params = Object.fromEntries(Object.entries(hit.match.groups ?? {}).map(([name, value]) => [name, decodeURIComponent(value)]));
  return { route: hit.route, params };
}
