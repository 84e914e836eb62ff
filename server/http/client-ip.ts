import type { IncomingMessage } from 'node:http';

/** The first X-Forwarded-For hop when behind the agency's reverse proxy, else the socket address. */
export function clientIp(req: IncomingMessage): string | null {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || req.socket?.remoteAddress || null;
}
