import { processStore } from '../process-store';
import { RedisWithFallback } from '../redis-fallback';

/** A copy of a SIASN read: its value as JSON text and when it was fetched (ms since the epoch). */
export interface ReadEntry {
  json: string;
  fetchedAt: number;
}

export interface ReadStore {
  get(key: string): Promise<ReadEntry | undefined>;
  /** Keeps the copy for `ttlSeconds` (its fresh and stale windows together). */
  set(key: string, entry: ReadEntry, ttlSeconds: number): Promise<void>;
  /** Forgets a copy (after a write changed what it holds). */
  delete(key: string): Promise<void>;
  /** Lets go of a connection (Redis) when the store is replaced. */
  close?(): Promise<void>;
}

const MAX_ENTRIES = 5_000;
const MAX_CHARS = 50_000_000;

/** Copies in this process's memory, least recently used dropped first beyond 5,000 entries or 50 M characters. */
export class MemoryReadStore implements ReadStore {
  private readonly entries = new Map<string, ReadEntry & { until: number }>();
  private chars = 0;

  async get(key: string): Promise<ReadEntry | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.remove(key);
    if (entry.until <= Date.now()) return undefined;
    this.entries.set(key, entry);
    this.chars += entry.json.length;
    return { json: entry.json, fetchedAt: entry.fetchedAt };
  }

  async set(key: string, entry: ReadEntry, ttlSeconds: number): Promise<void> {
    this.remove(key);
    this.entries.set(key, { ...entry, until: Date.now() + ttlSeconds * 1000 });
    this.chars += entry.json.length;
    while (this.entries.size > MAX_ENTRIES || this.chars > MAX_CHARS) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  async delete(key: string): Promise<void> {
    this.remove(key);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.chars -= entry.json.length;
  }
}

const READ_KEY_PREFIX = 'helpdesk:siasn:read:';

/** Copies shared by every portal process through Redis (expiring with their stale window); memory while Redis is down. */
export class RedisReadStore implements ReadStore {
  private readonly shared: RedisWithFallback;
  private readonly memory = new MemoryReadStore();

  constructor(url: string, keyPrefix = READ_KEY_PREFIX) {
    this.shared = new RedisWithFallback(url, keyPrefix, 'SIASN read cache');
  }

  get(key: string): Promise<ReadEntry | undefined> {
    return this.shared.run(
      async (redis) => {
        const raw = await redis.get(key);
        return raw ? (JSON.parse(raw) as ReadEntry) : undefined;
      },
      () => this.memory.get(key),
    );
  }

  set(key: string, entry: ReadEntry, ttlSeconds: number): Promise<void> {
    return this.shared.run(
      async (redis) => void (await redis.set(key, JSON.stringify(entry), 'EX', ttlSeconds)),
      () => this.memory.set(key, entry, ttlSeconds),
    );
  }

  delete(key: string): Promise<void> {
    return this.shared.run(
      async (redis) => void (await redis.del(key)),
      () => this.memory.delete(key),
    );
  }

  close(): Promise<void> {
    return this.shared.close();
  }
}

const stores = processStore<ReadStore>('helpdesk.siasnReadStore', (redisUrl) => (redisUrl ? new RedisReadStore(redisUrl) : new MemoryReadStore()));

/** The process's read store: Redis when REDIS_URL is set, memory otherwise (or the one a test installed). */
export const getSiasnReadStore = (redisUrl: string | undefined): ReadStore => stores.get(redisUrl);

/** Tests install their own store (a fresh memory one, or Redis with a prefix of their own). */
export const setSiasnReadStore = (store: ReadStore | undefined): void => stores.install(store);
