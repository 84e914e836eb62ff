// Local stand-in for the agency's own gateway (BKD Jatim): assessment results (potensi and
// kompetensi) for the people of the SIASN sandbox's province, behind an API key, with fault
// injection through /__control. Protocol: docs/agency-gateway.md.
// Run: node sandboxes/agency/server.mjs (AGENCY_SANDBOX_PORT, default 4030).
import { timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { realpathSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SEED, generateProvince } from '../siasn/data/index.mjs';
import { createAssessments } from './assessments.mjs';
import { SANDBOX_API_KEY, agencyEnvFor } from './env.mjs';
import { createFaults, faultAnswer } from './faults.mjs';
import { createRoutes, dispatch } from './routes.mjs';

const MAX_BODY_BYTES = 16 * 1024;
const UNAUTHORIZED = { status: 401, json: { code: 'UNAUTHORIZED', message: 'API key tidak valid atau tidak dikirim' } };

/** Today's date where this runs, as YYYY-MM-DD (the SIASN sandbox's default day too). */
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

function send(req, res, { status, json, body, contentType, headers = {} }) {
  if (res.destroyed || res.headersSent) return;
  const payload = Buffer.from(body ?? JSON.stringify(json));
  res.writeHead(status, {
    'Content-Type': contentType ?? 'application/json',
    'Content-Length': payload.length,
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : payload);
}

function sameKey(given, expected) {
  const a = Buffer.from(String(given ?? ''));
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** /__control routes (no API key: only the sandbox has them). Returns { status, json } or null. */
function controlAnswer(method, path, body, { faults, stats }) {
  const routes = {
    '/__control/faults': {
      GET: () => ({ status: 200, json: { faults: faults.current() } }),
      POST: () => {
        try {
          return { status: 200, json: { faults: faults.set(body()) } };
        } catch (error) {
          return { status: 400, json: { error: error instanceof TypeError || error instanceof SyntaxError ? error.message : 'invalid faults' } };
        }
      },
      DELETE: () => (faults.reset(), { status: 200, json: { faults: null } }),
    },
    '/__control/stats': { GET: () => ({ status: 200, json: stats() }) },
  };
  const route = routes[path];
  if (!route) return null;
  const handler = route[method];
  if (!handler) return { status: 405, json: { error: 'method not allowed' }, headers: { Allow: Object.keys(route).join(', ') } };
  return handler();
}

export async function startAgencySandbox({ port = 4030, host = 'localhost', seed = DEFAULT_SEED, today = localToday(), apiKey = SANDBOX_API_KEY } = {}) {
  const province = generateProvince({ seed, today });
  const routes = createRoutes({ assessments: createAssessments({ province, seed: String(seed), today }) });
  const faults = createFaults();
  const counters = { calls: 0, unauthorized: 0 };
  const stats = () => ({ ...counters });
  const closing = new AbortController();

  async function handle(req, res) {
    const target = req.url ?? '/';
    const mark = target.indexOf('?');
    const path = mark < 0 ? target : target.slice(0, mark);
    const query = new URLSearchParams(mark < 0 ? '' : target.slice(mark + 1));
    if (path.startsWith('/__control/')) {
      const text = req.method === 'POST' ? await readBody(req) : '';
      return send(req, res, controlAnswer(req.method, path, () => JSON.parse(text || '{}'), { faults, stats }) ?? { status: 404, json: { error: 'not found' } });
    }
    counters.calls += 1;
    req.resume();
    const fault = faults.take(path);
    if (fault?.latencyMs) await sleep(fault.latencyMs, undefined, { signal: closing.signal });
    if (fault?.reset) return void req.socket.destroy();
    const faulty = fault && faultAnswer(fault);
    if (faulty) return send(req, res, faulty);
    if (!sameKey(req.headers['x-api-key'], apiKey)) {
      counters.unauthorized += 1;
      return send(req, res, UNAUTHORIZED);
    }
    return send(req, res, dispatch(routes, req.method, path, query));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (closing.signal.aborted || res.destroyed) return;
      const tooLarge = error instanceof RangeError;
      if (!tooLarge) console.error('agency sandbox: request failed', error);
      send(req, res, { status: tooLarge ? 413 : 500, json: { code: tooLarge ? 'PAYLOAD_TOO_LARGE' : 'INTERNAL_ERROR', message: tooLarge ? 'Request Entity Too Large' : 'Internal Server Error' } });
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const url = `http://${host}:${server.address().port}`;

  let closed = null;
  return {
    url,
    env: agencyEnvFor(url, apiKey),
    stats,
    setFaults: (input) => void faults.set(input),
    resetFaults: () => faults.reset(),
    close() {
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
  const sandbox = await startAgencySandbox({
    port: Number(env.AGENCY_SANDBOX_PORT || 4030),
    seed: env.SIASN_SANDBOX_SEED || DEFAULT_SEED,
    ...(env.SIASN_SANDBOX_TODAY ? { today: env.SIASN_SANDBOX_TODAY } : {}),
    ...(env.AGENCY_SANDBOX_API_KEY ? { apiKey: env.AGENCY_SANDBOX_API_KEY } : {}),
  });
  console.log(`Agency sandbox ready on ${sandbox.url} (X-Api-Key ${sandbox.env.AGENCY_API_KEY}, control ${sandbox.url}/__control/faults)`);
  const shutdown = () => sandbox.close().then(() => process.exit(0));
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}
