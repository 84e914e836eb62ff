// Local stand-in for SIASN (BKN's personnel web service, siasn-protocol.md): WSO2 and Keycloak
// token endpoints, the read API and the reference API over a deterministic synthetic province,
// and fault injection through /__control. Run: node sandboxes/siasn/server.mjs (SIASN_SANDBOX_PORT).
import { createServer } from 'node:http';
import { realpathSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SEED, generateProvince } from './data/index.mjs';
import { API_PATH, REF_PATH, SSO_TOKEN_PATH, WSO2_TOKEN_PATH, siasnEnvFor } from './env.mjs';
import { controlAnswer, createFaults, faultAnswer } from './faults.mjs';
import { NOT_FOUND, createRoutes } from './routes.mjs';
import { createTokenAuthority } from './tokens.mjs';

const MAX_BODY_BYTES = 16 * 1024;

/** Today's date where this runs, as YYYY-MM-DD. */
function localToday() {
  const now = new Date();
  const pad = (n) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new RangeError('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send(req, res, { status, json, bytes, contentType, body, headers = {} }) {
  if (res.destroyed || res.headersSent) return;
  const payload = bytes ?? Buffer.from(body ?? JSON.stringify(json));
  res.writeHead(status, {
    'Content-Type': contentType ?? (json !== undefined ? 'application/json' : 'application/octet-stream'),
    'Content-Length': payload.length,
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : payload);
}

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
} = {}) {
  const province = generateProvince({ seed, today });
  const answer = createRoutes({ province });
  const faults = createFaults();
  const counters = { calls: 0, unauthorized: 0 };
  const closing = new AbortController();
  let tokens = null;
  let url = '';

  const stats = () => ({ ...tokens.counts, ...counters });
  const control = { faults, expireTokens: () => tokens.expireAll(), stats, issuedTokens: () => tokens.issuedTokens() };

  /** Applies the fault for this request if any; true when it has answered (or reset) the request. */
  async function injected(req, res, kind, path, below) {
    const fault = faults.take(kind, path, below);
    if (!fault) return false;
    if (fault.latencyMs) await sleep(fault.latencyMs, undefined, { signal: closing.signal });
    if (fault.reset) {
      req.socket.destroy();
      return true;
    }
    const faulty = faultAnswer(fault);
    if (faulty) send(req, res, faulty);
    return Boolean(faulty);
  }

  async function handle(req, res) {
    const target = req.url ?? '/';
    const mark = target.indexOf('?');
    const path = mark < 0 ? target : target.slice(0, mark);
    const query = new URLSearchParams(mark < 0 ? '' : target.slice(mark + 1));
    const route = classify(path);
    if (route.kind === 'control') {
      const text = req.method === 'POST' ? await readBody(req) : '';
      const result = controlAnswer(req.method, path, () => JSON.parse(text || '{}'), control);
      return send(req, res, result ?? NOT_FOUND);
    }
    if (route.kind === 'token') {
      if (await injected(req, res, 'token', path)) return undefined;
      if (req.method !== 'POST') return send(req, res, { status: 405, json: { error: 'invalid_request', error_description: 'POST only' }, headers: { Allow: 'POST' } });
      const form = new URLSearchParams(await readBody(req));
      return send(req, res, route.endpoint === 'wso2' ? tokens.wso2Token(req.headers, form) : tokens.ssoToken(form));
    }
    if (route.kind !== 'api') return send(req, res, NOT_FOUND);
    counters.calls += 1;
    req.resume();
    if (await injected(req, res, 'api', path, route.below)) return undefined;
    const refused = tokens.check(req.headers, { sso: route.api === 'siasn' });
    if (refused) {
      counters.unauthorized += 1;
      return send(req, res, refused);
    }
    return send(req, res, answer(route.api, req.method, route.below, query));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (closing.signal.aborted || res.destroyed) return;
      const tooLarge = error instanceof RangeError;
      if (!tooLarge) console.error('siasn sandbox: request failed', error);
      send(req, res, { status: tooLarge ? 413 : 500, json: { code: 0, data: tooLarge ? 'Request Entity Too Large' : 'Internal Server Error' } });
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  url = `http://${host}:${server.address().port}`;
  tokens = createTokenAuthority({ origin: url, wso2Seconds, ssoSeconds });

  let closed = null;
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
    close() {
      // Resolves a moment after the port closes, so clients in this process have seen their
      // kept-alive sockets end (a next call meets a refused connection, not a dead socket).
      closed ??= new Promise((resolve) => {
        closing.abort();
        server.close(() => setTimeout(resolve, 20));
        server.closeAllConnections();
      });
      return closed;
    },
  };
}

function isMainModule() {
  return process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
}

if (isMainModule()) {
  const env = process.env;
  const seconds = (value, fallback) => (/^\d+$/.test(value ?? '') && Number(value) > 0 ? Number(value) : fallback);
  const sandbox = await startSiasnSandbox({
    port: Number(env.SIASN_SANDBOX_PORT || 4020),
    seed: env.SIASN_SANDBOX_SEED || DEFAULT_SEED,
    ...(env.SIASN_SANDBOX_TODAY ? { today: env.SIASN_SANDBOX_TODAY } : {}),
    wso2Seconds: seconds(env.SIASN_SANDBOX_WSO2_SECONDS, 3600),
    ssoSeconds: seconds(env.SIASN_SANDBOX_SSO_SECONDS, 43200),
  });
  console.log(`SIASN sandbox ready on ${sandbox.url} (API ${sandbox.env.SIASN_API_BASE}, control ${sandbox.url}/__control/faults)`);
  const shutdown = () => sandbox.close().then(() => process.exit(0));
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}
