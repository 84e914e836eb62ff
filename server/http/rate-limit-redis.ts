import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { connectRedis, firstAttempt } from '@/server/redis/client';
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
    this.redis = connectRedis(options.url, options.keyPrefix);
    this.firstAttempt = firstAttempt(this.redis);
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
