// Local stand-in for Zoom: server-to-server OAuth tokens (account_credentials, Basic client id and
// secret, tokens that expire) and the meetings API the portal uses (/v2/users/me/meetings,
// /v2/meetings/{id}) with meetings kept in memory from a fixed seed; faults and token expiry
// through /__control. Protocol: docs/community.md section 5.
// Run: node sandboxes/zoom/server.mjs (ZOOM_SANDBOX_PORT, default 4040).
import { readBody } from '../shared/body.mjs';
import { applyFault, faultControlRoute, routeControl } from '../shared/faults.mjs';
import { runIfMain, send, serve, splitTarget } from '../shared/http.mjs';
import { SANDBOX_CREDENTIALS, zoomEnvFor } from './env.mjs';
import { createFaults, faultAnswer } from './faults.mjs';
import { createMeetingStore } from './meetings.mjs';
import { createRoutes, findRoute } from './routes.mjs';
import { createTokenAuthority } from './tokens.mjs';

const MAX_BODY_BYTES = 64 * 1024;
export const DEFAULT_SEED = 'helpdesk-asn-zoom';
const BAD_JSON = { status: 400, json: { code: 300, message: 'Request Body should be a valid JSON object.' } };

/** /__control routes (no token: only the sandbox has them). Returns { status, json } or null. */
function controlAnswer(method, path, body, { faults, stats, tokens, meetings }) {
  const meeting = /^\/__control\/meetings\/(\d{1,15})$/.exec(path);
  if (meeting) {
    if (method !== 'POST') return { status: 405, json: { error: 'method not allowed' }, headers: { Allow: 'POST' } };
    try {
      return meetings.setStatus(meeting[1], body().status) ? { status: 200, json: meetings.find(meeting[1]) } : { status: 404, json: { error: 'no such meeting' } };
    } catch (error) {
      return { status: 400, json: { error: error instanceof Error ? error.message : 'invalid status' } };
    }
  }
  const routes = {
    '/__control/faults': faultControlRoute(faults, body),
    '/__control/stats': { GET: () => ({ status: 200, json: stats() }) },
    '/__control/tokens/expire': { POST: () => ({ status: 200, json: { expired: tokens.expireAll() } }) },
  };
  return routeControl(routes, method, path);
}

/**
 * `tokenSeconds` is the lifetime of an issued token (Zoom's is 3600); `now` the clock the seed's
 * times and the lists follow.
 */
export async function startZoomSandbox({ port = 4040, host = 'localhost', seed = DEFAULT_SEED, tokenSeconds = 3600, credentials = SANDBOX_CREDENTIALS, now = Date.now } = {}) {
  const closing = new AbortController();
  const faults = createFaults();
  const counters = { calls: 0 };
  let store = null;
  let tokens = null;
  let routes = null;
  const stats = () => ({ ...counters, ...tokens.counts, meetings: store.count() });

  async function handle(req, res) {
    const { path, query } = splitTarget(req.url);
    const text = ['POST', 'PATCH', 'PUT'].includes(req.method ?? '') ? await readBody(req, MAX_BODY_BYTES) : (req.resume(), '');
    const parse = () => JSON.parse(text || '{}');
    if (path.startsWith('/__control/')) {
      const answer = controlAnswer(req.method, path, parse, { faults, stats, tokens, meetings: store });
      return send(req, res, answer ?? { status: 404, json: { error: 'not found' } });
    }
    counters.calls += 1;
    if (await applyFault(req, res, faults.take(path), { answer: faultAnswer, signal: closing.signal })) return undefined;
    if (path === '/oauth/token') {
      return send(req, res, req.method === 'POST' ? tokens.issue(req, query, text) : { status: 405, json: { code: 405, message: 'Method Not Allowed' }, headers: { Allow: 'POST' } });
    }
    const found = findRoute(routes, req.method, path);
    if (found.answer) return send(req, res, found.answer);
    const refused = found.route.api ? tokens.check(req) : null;
    if (refused) return send(req, res, refused);
    let body;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      return send(req, res, BAD_JSON);
    }
    return send(req, res, found.route.handle({ params: found.params, query, body: () => body }));
  }

  const failure = (tooLarge) => ({ code: tooLarge ? 413 : 500, message: tooLarge ? 'Request Entity Too Large' : 'Internal Server Error' });
  const { url, close } = await serve({ name: 'zoom', port, host, closing, handle, failure });
  // The links the meetings carry name the sandbox's own origin, known once it listens.
  store = createMeetingStore({ origin: url, seed, now });
  tokens = createTokenAuthority({ credentials, tokenSeconds, origin: url });
  routes = createRoutes({ meetings: store });
  return {
    url,
    env: zoomEnvFor(url, credentials),
    stats,
    setFaults: (input) => void faults.set(input),
    resetFaults: () => faults.reset(),
    expireTokens: () => tokens.expireAll(),
    setMeetingStatus: (id, status) => store.setStatus(id, status),
    meeting: (id) => store.find(id),
    close,
  };
}

await runIfMain(
  import.meta.url,
  (env) =>
    startZoomSandbox({
      port: Number(env.ZOOM_SANDBOX_PORT || 4040),
      ...(env.ZOOM_SANDBOX_TOKEN_SECONDS ? { tokenSeconds: Number(env.ZOOM_SANDBOX_TOKEN_SECONDS) } : {}),
    }),
  (sandbox) => `Zoom sandbox ready on ${sandbox.url} (client ${sandbox.env.ZOOM_CLIENT_ID}, control ${sandbox.url}/__control/faults)`,
);
