// Local stand-in for the partner bank: its loan products, the simulation of a loan and the
// applications (in memory, moving A1 -> A2 -> A3 with time), behind a partner id and API key, with
// fault injection and status control through /__control. Protocol: docs/public-finance.md section 5.
// Run: node sandboxes/bank/server.mjs (BANK_SANDBOX_PORT, default 4050; BANK_SANDBOX_STEP_SECONDS, default 120).
import { timingSafeEqual } from 'node:crypto';
import { readBody } from '../shared/body.mjs';
import { applyFault, faultControlRoute, routeControl } from '../shared/faults.mjs';
import { runIfMain, send, serve, splitTarget } from '../shared/http.mjs';
import { createApplications } from './applications.mjs';
import { SANDBOX_PARTNER, bankEnvFor } from './env.mjs';
import { createFaults, faultAnswer } from './faults.mjs';
import { createRoutes } from './routes.mjs';

const MAX_BODY_BYTES = 16 * 1024;
const UNAUTHORIZED = { status: 401, json: { code: 'UNAUTHORIZED', message: 'Partner ID atau API key tidak valid atau tidak dikirim.' } };

function same(given, expected) {
  const a = Buffer.from(String(given ?? ''));
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** /__control routes (no key: only the sandbox has them). Returns { status, json } or null. */
function controlAnswer(method, path, body, { faults, stats, applications }) {
  const status = /^\/__control\/applications\/([^/]+)\/status$/.exec(path);
  if (status) {
    if (method !== 'POST') return { status: 405, json: { error: 'method not allowed' }, headers: { Allow: 'POST' } };
    const id = decodeURIComponent(status[1]);
    try {
      return applications.setStatus(id, body().status) ? { status: 200, json: { data: applications.find(id) } } : { status: 404, json: { error: 'no such application' } };
    } catch (error) {
      return { status: 400, json: { error: error instanceof Error ? error.message : 'invalid status' } };
    }
  }
  const routes = {
    '/__control/faults': faultControlRoute(faults, body),
    '/__control/stats': { GET: () => ({ status: 200, json: stats() }) },
  };
  return routeControl(routes, method, path);
}

/** `stepSeconds`: an application moves one status after this long (A1 -> A2 -> A3); `now` the clock (ms). */
export async function startBankSandbox({ port = 4050, host = 'localhost', partner = SANDBOX_PARTNER, stepSeconds = 120, now = Date.now } = {}) {
  const applications = createApplications({ stepSeconds, now });
  const answer = createRoutes({ applications });
  const faults = createFaults();
  const counters = { calls: 0, unauthorized: 0 };
  const stats = () => ({ ...counters, applications: applications.count() });
  const closing = new AbortController();

  async function handle(req, res) {
    const { path, query } = splitTarget(req.url);
    const text = ['POST', 'PATCH', 'PUT'].includes(req.method ?? '') ? await readBody(req, MAX_BODY_BYTES) : (req.resume(), '');
    const body = () => JSON.parse(text || '{}');
    if (path.startsWith('/__control/')) {
      return send(req, res, controlAnswer(req.method, path, body, { faults, stats, applications }) ?? { status: 404, json: { error: 'not found' } });
    }
    counters.calls += 1;
    if (await applyFault(req, res, faults.take(path), { answer: faultAnswer, signal: closing.signal })) return undefined;
    if (!same(req.headers['x-partner-id'], partner.partnerId) || !same(req.headers['x-api-key'], partner.apiKey)) {
      counters.unauthorized += 1;
      return send(req, res, UNAUTHORIZED);
    }
    return send(req, res, answer(req.method, path, query, body));
  }

  const failure = (tooLarge) => ({ code: tooLarge ? 'PAYLOAD_TOO_LARGE' : 'INTERNAL_ERROR', message: tooLarge ? 'Permintaan terlalu besar.' : 'Terjadi kesalahan pada server bank.' });
  const { url, close } = await serve({ name: 'bank', port, host, closing, handle, failure });
  return {
    url,
    env: bankEnvFor(url, partner),
    stats,
    setFaults: (input) => void faults.set(input),
    resetFaults: () => faults.reset(),
    setStatus: (id, status) => applications.setStatus(id, status),
    application: (id) => applications.find(id),
    close,
  };
}

await runIfMain(
  import.meta.url,
  (env) =>
    startBankSandbox({
      port: Number(env.BANK_SANDBOX_PORT || 4050),
      ...(env.BANK_SANDBOX_STEP_SECONDS ? { stepSeconds: Number(env.BANK_SANDBOX_STEP_SECONDS) } : {}),
    }),
  (sandbox) => `Bank sandbox ready on ${sandbox.url} (X-Partner-Id ${sandbox.env.BANK_PARTNER_ID}, control ${sandbox.url}/__control/faults)`,
);
