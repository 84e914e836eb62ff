import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Redis } from 'ioredis';
import { getConfig } from '@/server/config';
import { getDb } from '@/server/db';
import { connectRedis, firstAttempt } from '@/server/redis/client';
import { loadSessionState, type SessionState } from './session-state';

/**
 * Session states cached per user, so a request costs no query: in Redis when REDIS_URL is set
 * (shared by every portal process; a change is one DEL away from all of them), in this process's
 * memory otherwise. Both keep an entry at most TTL_SECONDS, which bounds how long a change made
 * behind the portal's back (SQL by hand) goes unseen; changes made by the portal forget the entry
 * at once. While Redis is down the state is read from the database on every request.
 */
export interface SessionStateCache {
  get(userId: number): Promise<SessionState | undefined>;
  set(userId: number, state: SessionState): Promise<void>;
  forget(userId: number): Promise<void>;
}

export const TTL_SECONDS = 60;
const MAX_ENTRIES = 10_000;

export class MemorySessionStateCache implements SessionStateCache {
  private readonly entries = new Map<number, { state: SessionState; until: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async get(userId: number): Promise<SessionState | undefined> {
    const entry = this.entries.get(userId);
    if (entry && entry.until > this.now()) return entry.state;
    if (entry) this.entries.delete(userId);
    return undefined;
  }

  async set(userId: number, state: SessionState): Promise<void> {
    this.entries.delete(userId);
    this.entries.set(userId, { state, until: this.now() + TTL_SECONDS * 1000 });
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  async forget(userId: number): Promise<void> {
    this.entries.delete(userId);
  }
}

export class RedisSessionStateCache implements SessionStateCache {
  private readonly redis: Redis;
  private readonly ready: Promise<void>;

  constructor(url: string, keyPrefix: string) {
    this.redis = connectRedis(url, keyPrefix);
    this.ready = firstAttempt(this.redis);
  }

  private async usable(): Promise<boolean> {
    await this.ready;
    return this.redis.status === 'ready';
  }

  async get(userId: number): Promise<SessionState | undefined> {
    if (!(await this.usable())) return undefined;
    const raw = await this.redis.get(String(userId)).catch(() => null);
    return raw ? (JSON.parse(raw) as SessionState) : undefined;
  }

  async set(userId: number, state: SessionState): Promise<void> {
    if (!(await this.usable())) return;
    await this.redis.set(String(userId), JSON.stringify(state), 'EX', TTL_SECONDS).catch(() => undefined);
  }

  /** A failed DEL is retried once; the TTL bounds the rest. */
  async forget(userId: number): Promise<void> {
    if (!(await this.usable())) return;
    await this.redis.del(String(userId)).catch(() => this.redis.del(String(userId)).catch(() => undefined));
  }

  close(): Promise<void> {
    return this.redis.quit().then(() => undefined, () => this.redis.disconnect());
  }
}

// One cache per process (Next may load this module from several bundles).
const KEY = Symbol.for('helpdesk.sessionStateCache');
type Holder = { [KEY]?: SessionStateCache };
const holder = globalThis as Holder;

/**
 * User ids are per database: portals on different databases that share one Redis (a test run
 * beside a demo, staging beside production) must not read each other's states. The key names the
 * database by a hash of where it is; processes on the same database share their entries.
 */
export function sessionStatePrefix(config: { DATABASE_URL?: string; PGLITE_DATA_DIR: string }): string {
  const where = config.DATABASE_URL ?? `pglite:${path.resolve(config.PGLITE_DATA_DIR)}`;
  return `helpdesk:session-state:${createHash('sha256').update(where).digest('hex').slice(0, 16)}:`;
}

function cache(): SessionStateCache {
  if (!holder[KEY]) {
    const config = getConfig();
    holder[KEY] = config.REDIS_URL ? new RedisSessionStateCache(config.REDIS_URL, sessionStatePrefix(config)) : new MemorySessionStateCache();
  }
  return holder[KEY];
}

/** Tests install their own cache (user ids repeat across test databases). */
export function setSessionStateCache(next: SessionStateCache | undefined): void {
  if (next) holder[KEY] = next;
  else delete holder[KEY];
}

/** The user's state, from the cache or the database; null when the user row is gone. */
export async function getSessionState(userId: number): Promise<SessionState | null> {
  const cached = await cache().get(userId);
  if (cached) return cached;
  const state = await loadSessionState(await getDb(), userId);
  if (state) await cache().set(userId, state);
  return state;
}

/** Call after a change to the user's role, version, activity or signed-out sessions has committed. */
export function forgetSessionState(userId: number): Promise<void> {
  return cache().forget(userId);
}
