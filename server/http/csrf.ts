import type { IncomingMessage } from 'node:http';
import { securityText } from '@/locales/id/security';
import { clientHost, clientProtocol } from './client-ip';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// `none`: the person started the request themselves (address bar, bookmark), never a page.
const ALLOWED_FETCH_SITES = new Set(['same-origin', 'none']);

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Origins this portal answers on, scheme included (http://portal is another origin than
 * https://portal): the request's own, as a trusted proxy forwarded it, and NEXTAUTH_URL's.
 */
function ownOrigins(req: IncomingMessage): Set<string> {
  const origins = new Set<string>();
  const host = clientHost(req);
  if (host) origins.add(`${clientProtocol(req)}://${host}`);
  const configured = process.env.NEXTAUTH_URL && originOf(process.env.NEXTAUTH_URL);
  if (configured) origins.add(configured);
  return origins;
}

/**
 * True when a state-changing request was sent by another site's page. Browsers send
 * `Sec-Fetch-Site` (all current ones) or at least `Origin` on every cross-origin POST, PUT,
 * PATCH and DELETE; `Sec-Fetch-Site` decides when present, else `Origin` must be our origin (scheme and host).
 * A request with neither comes from a non-browser client (curl, a script), which cannot carry
 * a victim's cookies on another site's behalf, so it passes.
 */
export function isCrossSiteRequest(req: IncomingMessage): boolean {
  if (SAFE_METHODS.has(req.method ?? 'GET')) return false;
  const site = header(req, 'sec-fetch-site');
  if (site) return !ALLOWED_FETCH_SITES.has(site);
  const origin = header(req, 'origin');
  if (origin === undefined) return false;
  const sent = originOf(origin);
  return sent === null || !ownOrigins(req).has(sent);
}

export const crossSiteRefused = () => new AppError('CROSS_SITE_REQUEST', 403, securityText.crossSite);

/** Throws 403 for a cross-site state-changing request. */
export function assertSameOrigin(req: IncomingMessage): void {
  if (isCrossSiteRequest(req)) throw crossSiteRefused();
}
