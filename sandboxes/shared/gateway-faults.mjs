// The faults of a plain JSON gateway sandbox (the agency's, Zoom's): a path prefix (or every call)
// picks the requests, the bodies are 'malformed' and 'html', and only the shape of the cut JSON and
// of the error answer is the system's own.
import { STATUS_CODES } from 'node:http';
import { createFaultState } from './faults.mjs';

const FAULT_BODIES = ['malformed', 'html'];

/** The current fault; `take(path)` says whether a request gets it and counts it against `times`. */
export const createPrefixFaults = () =>
  createFaultState({ bodies: FAULT_BODIES, matches: (fault, path) => !fault.pathPrefix || path.startsWith(fault.pathPrefix) });

/**
 * The sandbox's `faultAnswer(fault)`: the answer a fault gives instead of the real one, or null to
 * answer normally (latency only). `malformed` is `cutJson`, `html` a proxy's error page (both 200
 * unless a status is given); a status alone answers `errorJson(status, reasonPhrase)`.
 */
export function gatewayFaultAnswer({ cutJson, errorJson }) {
  return (fault) => {
    if (!fault.body && !fault.status) return null;
    const reason = STATUS_CODES[fault.status ?? 502] ?? 'Error';
    if (fault.body === 'malformed') return { status: fault.status ?? 200, contentType: 'application/json', body: cutJson };
    if (fault.body === 'html') {
      const page = `<!DOCTYPE html>\n<html><head><title>${fault.status ?? 502} ${reason}</title></head><body><h1>${reason}</h1></body></html>\n`;
      return { status: fault.status ?? 200, contentType: 'text/html; charset=utf-8', body: page };
    }
    return { status: fault.status, json: errorJson(fault.status, reason) };
  };
}
