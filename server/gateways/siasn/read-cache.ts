import { createHash } from 'node:crypto';
import { AppError } from '@/server/http/errors';
import { getSiasnConfig } from './config';
import { getSiasnReadStore } from './read-store';

export interface CachedValue<T> {
  value: T;
  /** When SIASN gave this value. */
  fetchedAt: Date;
  /** True when SIASN failed just now and this is the last copy, older than the fresh window. */
  stale: boolean;
}

export interface CachedReadOptions {
  /** Default SIASN_CACHE_SECONDS. */
  freshSeconds?: number;
  /** Default SIASN_STALE_SECONDS. */
  staleSeconds?: number;
}

// Loads under way per key: concurrent readers of one key share one call to SIASN.
const loads = new Map<string, Promise<CachedValue<unknown>>>();

const isOutage = (error: unknown) => error instanceof AppError && (error.code === 'SIASN_ERROR' || error.code === 'SIASN_TIMEOUT');

/** Copies from different SIASN environments (training, production) sharing a Redis keep apart. */
const scopeOf = (apiBase: string | undefined) => createHash('sha256').update(apiBase ?? '').digest('hex').slice(0, 12);

/**
 * A SIASN read through the cache: a copy younger than the fresh window is answered without a
 * call; otherwise `load` runs, and when it fails because SIASN is down or too slow (SIASN_ERROR,
 * SIASN_TIMEOUT) a copy younger than the stale window is answered with `stale: true`. Any other
 * error, or an outage without a copy, is thrown. Values go through JSON (Redis or memory alike),
 * so a Date comes back as its ISO text.
 */
export function cachedRead<T>(key: string, load: () => Promise<T>, options: CachedReadOptions = {}): Promise<CachedValue<T>> {
  const config = getSiasnConfig();
  const fullKey = `${scopeOf(config.SIASN_API_BASE)}:${key}`;
  const running = loads.get(fullKey);
  if (running) return running as Promise<CachedValue<T>>;
  const freshMs = (options.freshSeconds ?? config.SIASN_CACHE_SECONDS) * 1000;
  const staleMs = (options.staleSeconds ?? config.SIASN_STALE_SECONDS) * 1000;
  const reading = read(fullKey, load, freshMs, staleMs, config.REDIS_URL).finally(() => loads.delete(fullKey));
  loads.set(fullKey, reading);
  return reading;
}

/** Drops the copies of these keys, so the next read of each asks SIASN (after the portal wrote there). */
export async function forgetCachedReads(keys: readonly string[]): Promise<void> {
  const config = getSiasnConfig();
  const store = getSiasnReadStore(config.REDIS_URL);
  await Promise.all(keys.map((key) => store.delete(`${scopeOf(config.SIASN_API_BASE)}:${key}`)));
}

/** The copies held now for these keys (never a call to SIASN): "as last cached", for the person's own data export. */
export async function peekCachedReads(keys: readonly string[]): Promise<Record<string, { value: unknown; fetchedAt: string }>> {
  const config = getSiasnConfig();
  const store = getSiasnReadStore(config.REDIS_URL);
  const copies = await Promise.all(keys.map(async (key) => [key, await store.get(`${scopeOf(config.SIASN_API_BASE)}:${key}`)] as const));
  return Object.fromEntries(copies.flatMap(([key, copy]) => (copy ? [[key, { value: JSON.parse(copy.json) as unknown, fetchedAt: new Date(copy.fetchedAt).toISOString() }]] : [])));
}

async function read<T>(key: string, load: () => Promise<T>, freshMs: number, staleMs: number, redisUrl: string | undefined): Promise<CachedValue<T>> {
  const store = getSiasnReadStore(redisUrl);
  const copy = await store.get(key);
  const age = copy ? Date.now() - copy.fetchedAt : Infinity;
  const valueOf = (json: string) => JSON.parse(json) as T;
  if (copy && age < freshMs) return { value: valueOf(copy.json), fetchedAt: new Date(copy.fetchedAt), stale: false };
  try {
    const value = await load();
    const fetchedAt = Date.now();
    // JSON.stringify gives undefined for undefined: keep those as null, as Redis would.
    const json = JSON.stringify(value) ?? 'null';
    const keepSeconds = Math.ceil(Math.max(freshMs, staleMs) / 1000);
    if (keepSeconds > 0) await store.set(key, { json, fetchedAt }, keepSeconds);
    return { value: valueOf(json), fetchedAt: new Date(fetchedAt), stale: false };
  } catch (error) {
    if (copy && isOutage(error) && age < staleMs) return { value: valueOf(copy.json), fetchedAt: new Date(copy.fetchedAt), stale: true };
    throw error;
  }
}
