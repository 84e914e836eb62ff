import type { IncomingMessage } from 'node:http';
import { securityText } from '@/locales/id/security';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// `none`: the person started the request themselves (address bar, bookmark), never a page.
const ALLOWED_FETCH_SITES = new Set(['same-origin', 'none']);

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** Hosts this portal answers on: the request's own (behind a proxy, the forwarded one) and NEXTAUTH_URL's. */
function ownHosts(req: IncomingMessage): Set<string> {
  const hosts = new Set<string>();
  const forwarded = header(req, 'x-forwarded-host')?.split(',')[0]?.trim();
  for (const host of [forwarded, header(req, 'host')]) if (host) hosts.add(host);
  const configured = process.env.NEXTAUTH_URL && hostOf(process.env.NEXTAUTH_URL);
  if (configured) hosts.add(configured);
  return hosts;
}

/**
 * True when a state-changing request was sent by another site's page. Browsers send
 * `Sec-Fetch-Site` (all current ones) or at least `Origin` on every cross-origin POST, PUT,
 * PATCH and DELETE; `Sec-Fetch-Site` decides when present, else `Origin` must be our host.
 * A request with neither comes from a non-browser client (curl, a script), which cannot carry
 * a victim's cookies on another site's behalf, so it passes.
 */
export function isCrossSiteRequest(req: IncomingMessage): boolean {
  if (SAFE_METHODS.has(req.method ?? 'GET')) return false;
  const site = header(req, 'sec-fetch-site');
  if (site) return !ALLOWED_FETCH_SITES.has(site);
  const origin = header(req, 'origin');
  if (origin === undefined) return false;
  const host = hostOf(origin);
  return host === null || !ownHosts(req).has(host);
}

export const crossSiteRefused = () => new AppError('CROSS_SITE_REQUEST', 403, securityText.crossSite);

/** Throws 403 for a cross-site state-changing request. */
export function assertSameOrigin(req: IncomingMessage): void {
  if (isCrossSiteRequest(req)) throw crossSiteRefused();
}
