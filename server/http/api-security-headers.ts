import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientProtocol } from './client-ip';
import { API_POLICY, securityHeaders } from './security-headers';

/**
 * Sets the API answer's headers; a route may still replace them (uploads add `sandbox`).
 * Apart from security-headers.ts, which proxy.ts imports, because it needs node:net.
 */
export function applyApiSecurityHeaders(req: IncomingMessage, res: ServerResponse): void {
  const https = clientProtocol(req) === 'https';
  for (const [name, value] of Object.entries(securityHeaders({ https, policy: API_POLICY }))) res.setHeader(name, value);
}
