// Local stand-in for the agency's own gateway (BKD Jatim): assessment results (potensi and
// kompetensi), the employee list and the job maps of the SIASN sandbox's province, behind an API
// key, with fault injection through /__control. Protocol: docs/agency-gateway.md.
// Run: node sandboxes/agency/server.mjs (AGENCY_SANDBOX_PORT, default 4030).
import { timingSafeEqual } from 'node:crypto';
import { readBody } from '../shared/body.mjs';
import { applyFault, faultControlRoute, routeControl } from '../shared/faults.mjs';
import { localToday, runIfMain, send, serve, splitTarget } from '../shared/http.mjs';
import { DEFAULT_SEED, generateProvince } from '../siasn/data/index.mjs';
import { createAssessments } from './assessments.mjs';
import { createEmployees } from './employees.mjs';
import { SANDBOX_API_KEY, agencyEnvFor, employeeRowsFrom } from './env.mjs';
import { createFaults, faultAnswer } from './faults.mjs';
import { createJobMaps } from './job-maps.mjs';
import { createProvinceView } from './province-view.mjs';
import { createRoutes, dispatch } from './routes.mjs';

const MAX_BODY_BYTES = 16 * 1024;
const UNAUTHORIZED = { status: 401, json: { code: 'UNAUTHORIZED', message: 'API key tidak valid atau tidak dikirim' } };

function sameKey(given, expected) {
  const a = Buffer.from(String(given ?? ''));
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** /__control routes (no API key: only the sandbox has them). Returns { status, json } or null. */
function controlAnswer(method, path, body, { faults, stats }) {
  const routes = {
    '/__control/faults': faultControlRoute(faults, body),
    '/__control/stats': { GET: () => ({ status: 200, json: stats() }) },
  };
  return routeControl(routes, method, path);
}

/** The day defaults to today where this runs (the SIASN sandbox's default day too). */
export async function startAgencySandbox({ port = 4030, host = 'localhost', seed = DEFAULT_SEED, today = localToday(), apiKey = SANDBOX_API_KEY, employeeRows = 0 } = {}) {
  const province = generateProvince({ seed, today });
  const view = createProvinceView(province);
  const routes = createRoutes({
    assessments: createAssessments({ province, seed: String(seed), today }),
    employees: createEmployees({ view, seed: String(seed), today, rows: employeeRows }),
    jobMaps: createJobMaps({ view, seed: String(seed) }),
  });
  const faults = createFaults();
  const counters = { calls: 0, unauthorized: 0 };
  const stats = () => ({ ...counters });
  const closing = new AbortController();

  async function handle(req, res) {
    const { path, query } = splitTarget(req.url);
    if (path.startsWith('/__control/')) {
      const text = req.method === 'POST' ? await readBody(req, MAX_BODY_BYTES) : '';
      return send(req, res, controlAnswer(req.method, path, () => JSON.parse(text || '{}'), { faults, stats }) ?? { status: 404, json: { error: 'not found' } });
    }
    counters.calls += 1;
    req.resume();
    if (await applyFault(req, res, faults.take(path), { answer: faultAnswer, signal: closing.signal })) return undefined;
    if (!sameKey(req.headers['x-api-key'], apiKey)) {
      counters.unauthorized += 1;
      return send(req, res, UNAUTHORIZED);
    }
    return send(req, res, dispatch(routes, req.method, path, query));
  }

  const failure = (tooLarge) => ({ code: tooLarge ? 'PAYLOAD_TOO_LARGE' : 'INTERNAL_ERROR', message: tooLarge ? 'Request Entity Too Large' : 'Internal Server Error' });
  const { url, close } = await serve({ name: 'agency', port, host, closing, handle, failure });
  return {
    url,
    env: agencyEnvFor(url, apiKey),
    stats,
    setFaults: (input) => void faults.set(input),
    resetFaults: () => faults.reset(),
    close,
  };
}

await runIfMain(
  import.meta.url,
  (env) =>
    startAgencySandbox({
      port: Number(env.AGENCY_SANDBOX_PORT || 4030),
      seed: env.SIASN_SANDBOX_SEED || DEFAULT_SEED,
      ...(env.SIASN_SANDBOX_TODAY ? { today: env.SIASN_SANDBOX_TODAY } : {}),
      ...(env.AGENCY_SANDBOX_API_KEY ? { apiKey: env.AGENCY_SANDBOX_API_KEY } : {}),
      employeeRows: employeeRowsFrom(env),
    }),
  (sandbox) => `Agency sandbox ready on ${sandbox.url} (X-Api-Key ${sandbox.env.AGENCY_API_KEY}, control ${sandbox.url}/__control/faults)`,
);
