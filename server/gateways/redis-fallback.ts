import type { Redis } from 'ioredis';
import { getLogger } from '@/server/log';
import { connectRedis, firstAttempt } from '@/server/redis/client';

/**
 * Redis for what several portal processes share, with this process's memory standing in while
 * Redis is unreachable: an operation never fails or waits long because of Redis (short timeouts,
 * no offline queue). Logged once when Redis goes away and once when it is back; only the error's
 * message, since ioredis errors carry the command's arguments (a token, a cached record).
 */
export class RedisWithFallback {
  readonly redis: Redis;
  private readonly ready: Promise<void>;
  private degraded = false;

  constructor(url: string, keyPrefix: string, private readonly what: string) {
    this.redis = connectRedis(url, keyPrefix);
    this.ready = firstAttempt(this.redis);
    this.redis.on('ready', () => {
      if (!this.degraded) return;
      this.degraded = false;
      getLogger().info(`redis reachable again: ${what} kept in redis`);
    });
  }

  async run<T>(inRedis: (redis: Redis) => Promise<T>, inMemory: () => T | Promise<T>): Promise<T> {
    await this.ready;
    if (this.redis.status === 'ready') {
      try {
        return await inRedis(this.redis);
      } catch (error) {
        this.degrade(error instanceof Error ? error.message : String(error));
      }
    } else {
      this.degrade(`redis ${this.redis.status}`);
    }
    return inMemory();
  }

  private degrade(reason: string): void {
    if (this.degraded) return;
    this.degraded = true;
    getLogger().warn({ redis: { reason } }, `redis unavailable: ${this.what} kept in memory`);
  }

  close(): Promise<void> {
    return this.redis.quit().then(() => undefined, () => this.redis.disconnect());
  }
}

// Deletes a key only while it still holds the given value (a token someone else replaced, a lock someone else took).
export const DELETE_IF_EQUAL = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
