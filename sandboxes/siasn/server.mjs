// Local stand-in for SIASN (BKN's personnel web service, siasn-protocol.md): WSO2 and Keycloak
// token endpoints, the read API and the reference API over a deterministic synthetic province and
// its agency lists (lists.mjs), the write API over a per-instance overlay (writes/), and fault
// injection and write controls through /__control. Run: node sandboxes/siasn/server.mjs
// (SIASN_SANDBOX_PORT).
import { readBody } from '../shared/body.mjs';
import { applyFault } from '../shared/faults.mjs';
import { localToday, runIfMain, send, serve, splitTarget } from '../shared/http.mjs';
import { DEFAULT_SEED, generateProvince } from './data/index.mjs';
import { API_PATH, REF_PATH, SSO_TOKEN_PATH, WSO2_TOKEN_PATH, siasnEnvFor } from './env.mjs';
import { controlAnswer, createFaults, faultAnswer } from './faults.mjs';
import { createLists } from './lists.mjs';
import { UNKNOWN_RESOURCE, createRoutes } from './routes.mjs';
import { createTokenAuthority } from './tokens.mjs';
import { createWrites } from './writes/index.mjs';

// Token and control bodies; write routes have their own limits (64 kB JSON, 6 MB multipart).
const MAX_BODY_BYTES = 16 * 1024;
/** The most rows a KP list (or a year of pensiun) may be asked to hold. */
const MAX_LIST_ROWS = 100_000;

/** Which part of SIASN a path belongs to, and the path below that part's base. */
function classify(path) {
  if (path.startsWith('/__control/')) return { kind: 'control' };
  if (path === WSO2_TOKEN_PATH) return { kind: 'token', endpoint: 'wso2' };
  if (path === SSO_TOKEN_PATH) return { kind: 'token', endpoint: 'sso' };
  if (path.startsWith(`${API_PATH}/`)) return { kind: 'api', api: 'siasn', below: path.slice(API_PATH.length) };
  if (path.startsWith(`${REF_PATH}/`)) return { kind: 'api', api: 'ref', below: path.slice(REF_PATH.length) };
  return { kind: 'unknown' };
}

export async function startSiasnSandbox({
  port = 4020,
  host = 'localhost',
  seed = DEFAULT_SEED,
  today = localToday(),
  wso2Seconds = 3600,
  ssoSeconds = 43200,
  biodataDelaySeconds = 120,
  usulanStepSeconds = 300,
  listRows = 3000,
  clock = Date.now,
} = {}) {
  if (!Number.isInteger(listRows) || listRows < 0 || listRows > MAX_LIST_ROWS) throw new TypeError(`listRows must be an integer from 0 to ${MAX_LIST_ROWS}`);
  const province = generateProvince({ seed, today });
  const lists = createLists({ province, listRows });
  const writes = createWrites({ province, lists, clock, biodataDelaySeconds, usulanStepSeconds });
  const answer = createRoutes({ province, writes, lists });
  const faults = createFaults();
  const counters = { calls: 0, unauthorized: 0, writes: 0 };
  const closing = new AbortController();
  let tokens = null;

  const stats = () => ({ ...tokens.counts, ...counters });
  const control = { faults, expireTokens: () => tokens.expireAll(), stats, issuedTokens: () => tokens.issuedTokens() };

  /** Applies the fault for this request if any; true when it has answered (or reset) the request. */
  const injected = (req, res, kind, path, below) =>
    applyFault(req, res, faults.take(kind, path, below), { answer: faultAnswer, signal: closing.signal });

  async function handle(req, res) {
    const { path, query } = splitTarget(req.url);
    const route = classify(path);
    if (route.kind === 'control') {
      const text = req.method === 'POST' ? await readBody(req, MAX_BODY_BYTES) : '';
      const body = () => JSON.parse(text || '{}');
      const result = writes.control(req.method, path, body) ?? controlAnswer(req.method, path, body, control);
      return send(req, res, result ?? UNKNOWN_RESOURCE);
    }
    if (route.kind === 'token') {
      if (await injected(req, res, 'token', path)) return undefined;
      if (req.method !== 'POST') return send(req, res, { status: 405, json: { error: 'invalid_request', error_description: 'POST only' }, headers: { Allow: 'POST' } });
      const form = new URLSearchParams(await readBody(req, MAX_BODY_BYTES));
      return send(req, res, route.endpoint === 'wso2' ? tokens.wso2Token(req.headers, form) : tokens.ssoToken(form));
    }
    if (route.kind !== 'api') return send(req, res, UNKNOWN_RESOURCE);
    counters.calls += 1;
    // A write's body is read only once the call is let through; every other body is drained.
    if (await injected(req, res, 'api', path, route.below)) return req.resume();
    const refused = tokens.check(req.headers, { sso: route.api === 'siasn' });
    if (refused) {
      counters.unauthorized += 1;
      req.resume();
      return send(req, res, refused);
    }
    const written = route.api === 'siasn' ? await writes.answer(req, route.below, query) : null;
    req.resume();
    if (written && req.method !== 'GET' && req.method !== 'HEAD') counters.writes += 1;
    return send(req, res, written ?? answer(route.api, req.method, route.below, query));
  }

  const failure = (tooLarge) => ({ code: 0, data: tooLarge ? 'Request Entity Too Large' : 'Internal Server Error' });
  const { url, close } = await serve({ name: 'siasn', port, host, closing, handle, failure });
  tokens = createTokenAuthority({ origin: url, wso2Seconds, ssoSeconds });

  return {
    url,
    env: siasnEnvFor(url),
    issuedTokens: () => tokens.issuedTokens(),
    stats,
    setFaults: (input) => {
      faults.set(input);
    },
    resetFaults: () => faults.reset(),
    expireTokens: () => tokens.expireAll(),
    resetWrites: () => writes.resetWrites(),
    applyPending: () => writes.applyPending(),
    advanceUsulan: (input) => writes.advanceUsulan(input),
    close,
  };
}

const positive = (value, fallback) => (/^\d+$/.test(value ?? '') && Number(value) > 0 ? Number(value) : fallback);

/** The options the SIASN_SANDBOX_* variables set (all but the port), for this command line and the launchers. */
export const siasnSandboxOptions = (env) => ({
  ...(env.SIASN_SANDBOX_SEED ? { seed: env.SIASN_SANDBOX_SEED } : {}),
  ...(env.SIASN_SANDBOX_TODAY ? { today: env.SIASN_SANDBOX_TODAY } : {}),
  wso2Seconds: positive(env.SIASN_SANDBOX_WSO2_SECONDS, 3600),
  ssoSeconds: positive(env.SIASN_SANDBOX_SSO_SECONDS, 43200),
  biodataDelaySeconds: positive(env.SIASN_SANDBOX_BIODATA_SECONDS, 120),
  usulanStepSeconds: positive(env.SIASN_SANDBOX_USULAN_SECONDS, 300),
  listRows: Math.min(positive(env.SIASN_SANDBOX_LIST_ROWS, 3000), MAX_LIST_ROWS),
});

await runIfMain(
  import.meta.url,
  (env) => startSiasnSandbox({ port: Number(env.SIASN_SANDBOX_PORT || 4020), ...siasnSandboxOptions(env) }),
  (sandbox) => `SIASN sandbox ready on ${sandbox.url} (API ${sandbox.env.SIASN_API_BASE}, control ${sandbox.url}/__control/faults)`,
);
