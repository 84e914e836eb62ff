// Fault injection of the sandboxes (CONVENTIONS rule 14): latency, an HTTP status, a broken body
// or a reset socket, for a number of calls (after a number let through) and a path prefix. Each
// sandbox names its own bodies, which requests a fault reaches and what a body looks like; the
// checking, counting, applying and the control route POST|DELETE|GET /__control/faults are the
// same for all.
import { setTimeout as sleep } from 'node:timers/promises';
import { send } from './http.mjs';

const KEYS = new Set(['latencyMs', 'status', 'body', 'reset', 'times', 'after', 'pathPrefix']);
const MAX_LATENCY_MS = 10 * 60_000;

const isInt = (value, min, max) => Number.isInteger(value) && value >= min && value <= max;

/** A checked copy of a fault description whose body is one of `bodies`; throws a TypeError naming what is wrong. */
function normalizeFaults(input, bodies) {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) throw new TypeError('faults must be an object');
  const unknown = Object.keys(input).filter((key) => !KEYS.has(key));
  if (unknown.length) throw new TypeError(`unknown fault keys: ${unknown.join(', ')}`);
  const { latencyMs, status, body, reset, times, after, pathPrefix } = input;
  if (latencyMs !== undefined && !isInt(latencyMs, 0, MAX_LATENCY_MS)) throw new TypeError(`latencyMs must be an integer from 0 to ${MAX_LATENCY_MS}`);
  if (status !== undefined && !isInt(status, 200, 599)) throw new TypeError('status must be an HTTP status from 200 to 599');
  if (body !== undefined && !bodies.includes(body)) throw new TypeError(`body must be one of ${bodies.join(', ')}`);
  if (reset !== undefined && typeof reset !== 'boolean') throw new TypeError('reset must be true or false');
  if (times !== undefined && !isInt(times, 1, 1_000_000)) throw new TypeError('times must be a positive integer');
  if (after !== undefined && !isInt(after, 0, 1_000_000)) throw new TypeError('after must be an integer from 0');
  if (pathPrefix !== undefined && (typeof pathPrefix !== 'string' || !pathPrefix.startsWith('/'))) throw new TypeError('pathPrefix must start with /');
  const fault = { latencyMs, status, body, reset: reset || undefined, times, after, pathPrefix };
  for (const key of Object.keys(fault)) if (fault[key] === undefined) delete fault[key];
  if (!fault.latencyMs && !fault.status && !fault.body && !fault.reset) throw new TypeError('a fault needs latencyMs, status, body or reset');
  return fault;
}

/**
 * The current fault. `take(...request)` says whether a request gets it (`matches(fault,
 * ...request)`): the first `after` matching requests pass untouched, the next `times` get it.
 */
export function createFaultState({ bodies, matches }) {
  let current = null;
  let passing = 0;
  let remaining = Infinity;
  return {
    set(input) {
      current = normalizeFaults(input, bodies);
      passing = current.after ?? 0;
      remaining = current.times ?? Infinity;
      return { ...current };
    },
    reset() {
      current = null;
    },
    current: () =>
      current ? { ...current, ...(current.after !== undefined ? { passing } : {}), ...(Number.isFinite(remaining) ? { remaining } : {}) } : null,
    take(...request) {
      if (!current || !matches(current, ...request)) return null;
      if (passing > 0) {
        passing -= 1;
        return null;
      }
      const fault = current;
      remaining -= 1;
      if (remaining <= 0) current = null;
      return fault;
    },
  };
}

/**
 * Applies a taken fault (or none): waits its latency, then resets the socket or sends
 * `answer(fault)`. True when the request has been answered or reset; false to answer normally.
 */
export async function applyFault(req, res, fault, { answer, signal }) {
  if (!fault) return false;
  if (fault.latencyMs) await sleep(fault.latencyMs, undefined, { signal });
  if (fault.reset) {
    req.socket.destroy();
    return true;
  }
  const faulty = answer(fault);
  if (faulty) send(req, res, faulty);
  return Boolean(faulty);
}

/** The control route /__control/faults over `faults`; `body()` parses the POSTed description. */
export function faultControlRoute(faults, body) {
  return {
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
  };
}

/** The answer of a control route table `{ path: { METHOD: () => answer } }`: 405 for another method, null for another path. */
export function routeControl(routes, method, path) {
  const route = routes[path];
  if (!route) return null;
  const handler = route[method];
  if (!handler) return { status: 405, json: { error: 'method not allowed' }, headers: { Allow: Object.keys(route).join(', ') } };
  return handler();
}
