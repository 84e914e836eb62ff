// Fault injection (CONVENTIONS rule 14): latency, an HTTP status, a broken or refusing body, or
// a reset socket, for a number of calls and a path prefix. Set in-process (setFaults) or through
// the control route POST /__control/faults, which only the sandbox has.
import { STATUS_CODES } from 'node:http';
import { INVALID_CREDENTIALS, INVALID_JWT } from './tokens.mjs';

export const FAULT_BODIES = ['malformed', 'html', 'runtime-error', 'invalid-credentials', 'invalid-jwt'];
const KEYS = new Set(['latencyMs', 'status', 'body', 'reset', 'times', 'pathPrefix']);
const MAX_LATENCY_MS = 10 * 60_000;

const isInt = (value, min, max) => Number.isInteger(value) && value >= min && value <= max;

/** A checked copy of a fault description; throws a TypeError naming what is wrong. */
export function normalizeFaults(input) {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) throw new TypeError('faults must be an object');
  const unknown = Object.keys(input).filter((key) => !KEYS.has(key));
  if (unknown.length) throw new TypeError(`unknown fault keys: ${unknown.join(', ')}`);
  const { latencyMs, status, body, reset, times, pathPrefix } = input;
  if (latencyMs !== undefined && !isInt(latencyMs, 0, MAX_LATENCY_MS)) throw new TypeError(`latencyMs must be an integer from 0 to ${MAX_LATENCY_MS}`);
  if (status !== undefined && !isInt(status, 200, 599)) throw new TypeError('status must be an HTTP status from 200 to 599');
  if (body !== undefined && !FAULT_BODIES.includes(body)) throw new TypeError(`body must be one of ${FAULT_BODIES.join(', ')}`);
  if (reset !== undefined && typeof reset !== 'boolean') throw new TypeError('reset must be true or false');
  if (times !== undefined && !isInt(times, 1, 1_000_000)) throw new TypeError('times must be a positive integer');
  if (pathPrefix !== undefined && (typeof pathPrefix !== 'string' || !pathPrefix.startsWith('/'))) throw new TypeError('pathPrefix must start with /');
  const fault = { latencyMs, status, body, reset: reset || undefined, times, pathPrefix };
  for (const key of Object.keys(fault)) if (fault[key] === undefined) delete fault[key];
  if (!fault.latencyMs && !fault.status && !fault.body && !fault.reset) throw new TypeError('a fault needs latencyMs, status, body or reset');
  return fault;
}

/**
 * The current fault. `take(kind, fullPath, apiPath)` says whether a request gets it (and counts
 * it against `times`): API and reference calls always match an unset prefix; token endpoints
 * only a prefix naming them (/oauth2, /auth). A prefix matches the full path or the path below
 * the API's base (`/pns/rw-golongan` for /apisiasn/1.0/pns/rw-golongan/...).
 */
export function createFaults() {
  let current = null;
  let remaining = Infinity;
  return {
    set(input) {
      current = normalizeFaults(input);
      remaining = current.times ?? Infinity;
      return { ...current };
    },
    reset() {
      current = null;
    },
    current: () => (current ? { ...current, ...(Number.isFinite(remaining) ? { remaining } : {}) } : null),
    take(kind, fullPath, apiPath) {
      if (!current) return null;
      const prefix = current.pathPrefix;
      if (kind === 'token' && !(prefix && /^\/(oauth2|auth)(\/|$)/.test(prefix))) return null;
      if (prefix && !fullPath.startsWith(prefix) && !(apiPath ?? '').startsWith(prefix)) return null;
      const fault = current;
      remaining -= 1;
      if (remaining <= 0) current = null;
      return fault;
    },
  };
}

const HTML_PAGE = (status) => `<!DOCTYPE html>\n<html><head><title>${status} ${STATUS_CODES[status] ?? 'Error'}</title></head>
<body><center><h1>${status} ${STATUS_CODES[status] ?? 'Error'}</h1></center><hr><center>nginx</center></body></html>\n`;
const RUNTIME_ERROR = { code: '101503', type: 'Status report', message: 'Runtime Error', description: 'Error connecting to the back end' };

/**
 * The answer a fault gives instead of the real one, or null to answer normally. Bodies without a
 * status: malformed and html come with 200 (the body is the fault), runtime-error with 500, the
 * two refusals with 401. A status without a body answers `{code, message}` with the reason phrase.
 */
export function faultAnswer(fault) {
  if (!fault.body && !fault.status) return null;
  const json = (status, value) => ({ status, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(value) });
  switch (fault.body) {
    case 'malformed':
      return { status: fault.status ?? 200, headers: { 'Content-Type': 'application/json' }, body: '{"code":1,"data":{"id":"' };
    case 'html':
      return { status: fault.status ?? 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body: HTML_PAGE(fault.status ?? 502) };
    case 'runtime-error':
      return json(fault.status ?? 500, RUNTIME_ERROR);
    case 'invalid-credentials':
      return json(fault.status ?? 401, INVALID_CREDENTIALS);
    case 'invalid-jwt':
      return json(fault.status ?? 401, INVALID_JWT);
    default:
      return json(fault.status, { code: String(fault.status), message: STATUS_CODES[fault.status] ?? 'Error' });
  }
}

/**
 * /__control routes: POST|DELETE|GET /__control/faults, POST /__control/expire-tokens,
 * GET /__control/stats, GET /__control/issued-tokens (every token value handed out, for the browser
 * test that scans the portal's answers and logs for them). Returns the answer as { status, json },
 * or null for another path.
 */
export function controlAnswer(method, path, body, { faults, expireTokens, stats, issuedTokens }) {
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
      DELETE: () => {
        faults.reset();
        return { status: 200, json: { faults: null } };
      },
    },
    '/__control/expire-tokens': { POST: () => (expireTokens(), { status: 200, json: { expired: true } }) },
    '/__control/stats': { GET: () => ({ status: 200, json: stats() }) },
    '/__control/issued-tokens': { GET: () => ({ status: 200, json: { tokens: issuedTokens() } }) },
  };
  const route = routes[path];
  if (!route) return null;
  const handler = route[method];
  if (!handler) return { status: 405, json: { error: 'method not allowed' }, headers: { Allow: Object.keys(route).join(', ') } };
  return handler();
}
