import type { IncomingMessage } from 'node:http';
import { getConfig } from '@/server/config';
import { getLogger } from '@/server/log';
import { clientIp } from './client-ip';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit-store';
import { RedisRateLimitStore } from './rate-limit-redis';
import { RateLimitedError } from './rate-limited-error';
import { RATE_LIMITS, type RateLimitName } from './rate-limits';

// One store per process (Next may load this module from several bundles).
const KEY = Symbol.for('helpdesk.rateLimitStore');
type Holder = { [KEY]?: RateLimitStore };
const holder = globalThis as Holder;

export function getRateLimitStore(): RateLimitStore {
  if (!holder[KEY]) {
    const url = getConfig().REDIS_URL;
    const memory = new MemoryRateLimitStore();
    holder[KEY] = url ? new RedisRateLimitStore({ url, keyPrefix: 'helpdesk:rate:', fallback: memory, log: getLogger() }) : memory;
  }
  return holder[KEY];
}

/** Tests install their own store (a Redis one with a unique prefix, or a fresh memory one). */
export function setRateLimitStore(store: RateLimitStore | undefined): void {
  if (store) holder[KEY] = store;
  else delete holder[KEY];
}

/** Who a limit counts: the signed-in user for per-user limits, else the client address. */
export function rateLimitSubject(name: RateLimitName, req: IncomingMessage, userId?: number | null): string {
  if (RATE_LIMITS[name].per === 'user' && userId != null) return `user:${userId}`;
  return `ip:${clientIp(req) ?? 'unknown'}`;
}

/** Counts one request against the named limit; throws RateLimitedError once it is exceeded. */
export async function enforceRateLimit(name: RateLimitName, subject: string, store = getRateLimitStore()): Promise<void> {
  const rule = RATE_LIMITS[name];
  const { count, resetInMs } = await store.hit(`${name}:${subject}`, rule.windowSeconds * 1000);
  if (count > rule.limit) throw new RateLimitedError(Math.max(1, Math.ceil(resetInMs / 1000)));
}
