import { createHash } from 'node:crypto';
import path from 'node:path';
import { getConfig, type AppConfig } from '@/server/config';
import { getLogger } from '@/server/log';
import type { LiveEvent, LiveEventHandler, LiveTransport } from './live-event';
import { MemoryTransport } from './memory-transport';
import { RedisTransport } from './redis-transport';

/**
 * The process's live-event bus: Redis pub/sub when REDIS_URL is set, an in-process emitter
 * otherwise; everything above it (services, streams) takes the same path either way.
 */
const KEY = Symbol.for('helpdesk.liveBus');
type Holder = { [KEY]?: LiveTransport };
const holder = globalThis as Holder;

/**
 * One channel per database (as sessionStatePrefix does for session states), so two portals that
 * share a Redis but not a database never hear each other.
 */
export function liveChannel(config: Pick<AppConfig, 'DATABASE_URL' | 'PGLITE_DATA_DIR'>): string {
  const where = config.DATABASE_URL ?? `pglite:${path.resolve(config.PGLITE_DATA_DIR)}`;
  return `helpdesk:realtime:${createHash('sha256').update(where).digest('hex').slice(0, 16)}`;
}

function bus(): LiveTransport {
  if (!holder[KEY]) {
    const config = getConfig();
    holder[KEY] = config.REDIS_URL ? new RedisTransport(config.REDIS_URL, liveChannel(config), getLogger()) : new MemoryTransport();
  }
  return holder[KEY];
}

/** Hands events to every process's streams; never throws and never makes the caller wait. */
export function publishLive(events: LiveEvent[]): void {
  if (events.length > 0) void bus().publish(events);
}

export function subscribeLive(handler: LiveEventHandler): () => void {
  return bus().subscribe(handler);
}

/** Settles once this process hears every process's events (Redis subscribed), at most ~1 s. */
export function liveReady(): Promise<void> {
  return bus().ready();
}

/** Tests install a transport of their own (or drop the process's, so the next use makes one from the env). */
export async function setLiveTransport(transport: LiveTransport | undefined): Promise<void> {
  const previous = holder[KEY];
  if (transport) holder[KEY] = transport;
  else delete holder[KEY];
  if (previous && previous !== transport) await previous.close();
}
