import { Redis } from 'ioredis';

/**
 * A Redis connection for caches and counters that must never make a request wait long for a dead
 * Redis: short connect and command timeouts, no offline queue, reconnecting in the background at
 * most every 2 s. Connection errors are expected while Redis is down; callers look at `status`.
 */
export function connectRedis(url: string, keyPrefix: string): Redis {
  const redis = new Redis(url, {
    keyPrefix,
    connectTimeout: 1_000,
    commandTimeout: 500,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  redis.on('error', () => undefined);
  return redis;
}

/** Settles once the first connection attempt has succeeded or failed (at most ~1 s). */
export function firstAttempt(redis: Redis): Promise<void> {
  return new Promise((resolve) => {
    if (redis.status === 'ready') return resolve();
    redis.once('ready', () => resolve());
    redis.once('error', () => resolve());
  });
}
