// Fault injection of the agency sandbox (CONVENTIONS rule 14), the same idea as the SIASN
// sandbox's: latency, an HTTP status, a broken body or a reset socket, for a number of calls and
// a path prefix. Set in-process (setFaults) or through POST /__control/faults.
import { STATUS_CODES } from 'node:http';

export const FAULT_BODIES = ['malformed', 'html'];
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

/** The current fault; `take(path)` says whether a request gets it and counts it against `times`. */
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
    take(path) {
      if (!current || (current.pathPrefix && !path.startsWith(current.pathPrefix))) return null;
      const fault = current;
      remaining -= 1;
      if (remaining <= 0) current = null;
      return fault;
    },
  };
}

/**
 * The answer a fault gives instead of the real one, or null to answer normally (latency only).
 * `malformed` is cut JSON, `html` a proxy's error page (both 200 unless a status is given); a
 * status alone answers `{ code, message }` with the reason phrase.
 */
export function faultAnswer(fault) {
  if (!fault.body && !fault.status) return null;
  const reason = STATUS_CODES[fault.status ?? 502] ?? 'Error';
  if (fault.body === 'malformed') return { status: fault.status ?? 200, contentType: 'application/json', body: '{"data":{"nip":"' };
  if (fault.body === 'html') {
    const page = `<!DOCTYPE html>\n<html><head><title>${fault.status ?? 502} ${reason}</title></head><body><h1>${reason}</h1></body></html>\n`;
    return { status: fault.status ?? 200, contentType: 'text/html; charset=utf-8', body: page };
  }
  return { status: fault.status, json: { code: `HTTP_${fault.status}`, message: reason } };
}
