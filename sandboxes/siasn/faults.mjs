// Fault injection of the SIASN sandbox (CONVENTIONS rule 14, sandboxes/shared/faults.mjs): its
// bodies (broken or refusing), which requests a fault reaches, and the control routes, which only
// the sandbox has. Set in-process (setFaults) or through POST /__control/faults.
import { STATUS_CODES } from 'node:http';
import { createFaultState, faultControlRoute, routeControl } from '../shared/faults.mjs';
import { INVALID_CREDENTIALS, INVALID_JWT } from './tokens.mjs';

const FAULT_BODIES = ['malformed', 'html', 'runtime-error', 'invalid-credentials', 'invalid-jwt'];
const TOKEN_PREFIX = /^\/(oauth2|auth)(\/|$)/;

/**
 * API and reference calls always match an unset prefix; token endpoints only a prefix naming
 * them (/oauth2, /auth). A prefix matches the full path or the path below the API's base
 * (`/pns/rw-golongan` for /apisiasn/1.0/pns/rw-golongan/...).
 */
function matches({ pathPrefix: prefix }, kind, fullPath, apiPath) {
  if (kind === 'token' && !(prefix && TOKEN_PREFIX.test(prefix))) return false;
  return !prefix || fullPath.startsWith(prefix) || (apiPath ?? '').startsWith(prefix);
}

/** The current fault; `take(kind, fullPath, apiPath)` says whether a request gets it and counts it against `times`. */
export const createFaults = () => createFaultState({ bodies: FAULT_BODIES, matches });

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
    '/__control/faults': faultControlRoute(faults, body),
    '/__control/expire-tokens': { POST: () => (expireTokens(), { status: 200, json: { expired: true } }) },
    '/__control/stats': { GET: () => ({ status: 200, json: stats() }) },
    '/__control/issued-tokens': { GET: () => ({ status: 200, json: { tokens: issuedTokens() } }) },
  };
  return routeControl(routes, method, path);
}
