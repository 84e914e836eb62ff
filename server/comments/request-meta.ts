import type { IncomingMessage } from 'node:http';
import { clientIp } from '@/server/http/client-ip';

/** Where a request came from, for the user's activity history. */
export interface RequestMeta {
  ipAddress?: string | null;
  userAgent?: string | null;
}

export function requestMeta(req: IncomingMessage): RequestMeta {
  return { ipAddress: clientIp(req), userAgent: req.headers['user-agent'] ?? null };
}
