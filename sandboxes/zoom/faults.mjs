// Fault injection of the Zoom sandbox (CONVENTIONS rule 14, sandboxes/shared/faults.mjs): which
// requests a fault reaches (a path prefix, or every call, token calls included) and what a body
// looks like. Token expiry is its own control (POST /__control/tokens/expire).
import { STATUS_CODES } from 'node:http';
import { createFaultState } from '../shared/faults.mjs';

const FAULT_BODIES = ['malformed', 'html'];

export const createFaults = () =>
  createFaultState({ bodies: FAULT_BODIES, matches: (fault, path) => !fault.pathPrefix || path.startsWith(fault.pathPrefix) });

/**
 * The answer a fault gives instead of the real one, or null to answer normally (latency only).
 * `malformed` is cut JSON, `html` a proxy's error page (both 200 unless a status is given); a
 * status alone answers Zoom's `{ code, message }`.
 */
export function faultAnswer(fault) {
  if (!fault.body && !fault.status) return null;
  const reason = STATUS_CODES[fault.status ?? 502] ?? 'Error';
  if (fault.body === 'malformed') return { status: fault.status ?? 200, contentType: 'application/json', body: '{"id":8501000' };
  if (fault.body === 'html') {
    const page = `<!DOCTYPE html>\n<html><head><title>${fault.status ?? 502} ${reason}</title></head><body><h1>${reason}</h1></body></html>\n`;
    return { status: fault.status ?? 200, contentType: 'text/html; charset=utf-8', body: page };
  }
  return { status: fault.status, json: { code: fault.status, message: reason } };
}
