import { randomUUID } from 'node:crypto';
import { processStore } from './process-store';
import { DELETE_IF_EQUAL, RedisWithFallback } from './redis-fallback';

/** Where SIASN tokens are kept between calls, with the lock that makes one process fetch them. */
export interface TokenStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Forgets the token; with `value`, only while the token is still that one. */
  drop(key: string, value?: string): Promise<void>;
  /** The lock's id when acquired for `ttlMs`, null while another process holds it. */
  lock(key: string, ttlMs: number): Promise<string | null>;
  unlock(key: string, id: string): Promise<void>;
  /** Lets go of a connection (Redis) when the store is replaced. */
  close?(): Promise<void>;
}

export class MemoryTokenStore implements TokenStore {
  private readonly tokens = new Map<string, { value: string; until: number }>();

  async get(key: string): Promise<string | undefined> {
    const token = this.tokens.get(key);
    if (token && token.until > Date.now()) return token.value;
    this.tokens.delete(key);
    return undefined;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.tokens.set(key, { value, until: Date.now() + ttlMs });
  }

  async drop(key: string, value?: string): Promise<void> {
    if (value === undefined || this.tokens.get(key)?.value === value) this.tokens.delete(key);
  }

  /** One process: the token provider's single flight is the lock. */
  async lock(): Promise<string> {
    return randomUUID();
  }

  async unlock(): Promise<void> {}
}

const TOKEN_KEY_PREFIX = 'helpdesk:siasn:token:';

/** Tokens shared by every portal process through Redis; memory while Redis is down. */
export class RedisTokenStore implements TokenStore {
  private readonly shared: RedisWithFallback;
  private readonly memory = new MemoryTokenStore();

  constructor(url: string, keyPrefix = TOKEN_KEY_PREFIX, what = 'SIASN tokens') {
    this.shared = new RedisWithFallback(url, keyPrefix, what);
  }

  get(key: string): Promise<string | undefined> {
    return this.shared.run(async (redis) => (await redis.get(key)) ?? undefined, () => this.memory.get(key));
  }

  set(key: string, value: string, ttlMs: number): Promise<void> {
    return this.shared.run(async (redis) => void (await redis.set(key, value, 'PX', ttlMs)), () => this.memory.set(key, value, ttlMs));
  }

  async drop(key: string, value?: string): Promise<void> {
    await this.memory.drop(key, value);
    await this.shared.run(
      async (redis) => void (value === undefined ? await redis.del(key) : await redis.eval(DELETE_IF_EQUAL, 1, key, value)),
      () => undefined,
    );
  }

  lock(key: string, ttlMs: number): Promise<string | null> {
    const id = randomUUID();
    return this.shared.run(
      async (redis) => ((await redis.set(`${key}:lock`, id, 'PX', ttlMs, 'NX')) === 'OK' ? id : null),
      () => id,
    );
  }

  async unlock(key: string, id: string): Promise<void> {
    await this.shared.run(async (redis) => void (await redis.eval(DELETE_IF_EQUAL, 1, `${key}:lock`, id)), () => undefined);
  }

  close(): Promise<void> {
    return this.shared.close();
  }
}

const stores = processStore<TokenStore>('helpdesk.siasnTokenStore', (redisUrl) => (redisUrl ? new RedisTokenStore(redisUrl) : new MemoryTokenStore()));

/** The process's token store: Redis when REDIS_URL is set, memory otherwise (or the one a test installed). */
export const getSiasnTokenStore = (redisUrl: string | undefined): TokenStore => stores.get(redisUrl);

/** Tests install their own store (a fresh memory one, or Redis with a prefix of their own). */
export const setSiasnTokenStore = (store: TokenStore | undefined): void => stores.install(store);
