import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { RateLimitHit, RateLimitStore } from './rate-limit-store';

// One round trip: count, open the window on the first hit, report its remaining time.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }
`;

export interface RedisStoreOptions {
  url: string;
  keyPrefix: string;
  fallback: RateLimitStore;
  log: Logger;
}

/**
 * Counters in Redis, shared by every portal process. While Redis is unreachable the fallback
 * (memory) counts instead: logged once when it goes down and once when it is back; a request
 * never waits long for a dead Redis (short connect and command timeouts, no offline queue).
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;
  private degraded = false;
  /** Settles once the first connection attempt has succeeded or failed (at most ~1 s). */
  private readonly firstAttempt: Promise<void>;

  constructor(private readonly options: RedisStoreOptions) {
    this.redis = new Redis(options.url, {
      keyPrefix: options.keyPrefix,
      connectTimeout: 1_000,
      commandTimeout: 500,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      // Keep trying in the background, at most every 2 s, so the store returns to Redis by itself.
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    });
    // Connection errors are expected while Redis is down; they are reported through `degrade`.
    this.redis.on('error', () => undefined);
    this.firstAttempt = new Promise((resolve) => {
      this.redis.once('ready', resolve);
      this.redis.once('error', resolve);
    });
    this.redis.on('ready', () => {
      if (!this.degraded) return;
      this.degraded = false;
      options.log.info('redis reachable again: rate limits counted in redis');
    });
  }

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    // Requests right after start wait for the first connection instead of counting in memory.
    await this.firstAttempt;
    if (this.redis.status === 'ready') {
      try {
        const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, key, windowMs)) as [number, number];
        return { count, resetInMs: ttl > 0 ? ttl : windowMs };
      } catch (err) {
        this.degrade(err);
      }
    } else {
      this.degrade(new Error(`redis ${this.redis.status}`));
    }
    return this.options.fallback.hit(key, windowMs);
  }

  /** True while counting in the fallback. */
  get isDegraded(): boolean {
    return this.degraded;
  }

  private degrade(err: unknown): void {
    if (this.degraded) return;
    this.degraded = true;
    this.options.log.warn({ err }, 'redis unavailable: rate limits counted in memory');
  }

  close(): Promise<void> {
    return this.redis.quit().then(() => undefined, () => this.redis.disconnect());
  }
}
