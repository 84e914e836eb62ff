import { lt, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { realtimeEvents } from '@/server/db/schema';

/** Events are kept a day: a browser away longer gets `reset` and refetches. */
export const RETENTION_HOURS = 24;
const EVERY_MS = 10 * 60_000;

const KEY = Symbol.for('helpdesk.liveRetention');
type Holder = { [KEY]?: number };
const holder = globalThis as Holder;

/**
 * Deletes events older than the retention, at most once per 10 minutes per process (an indexed
 * range delete on created_at). False when it was not yet time.
 */
export async function pruneLiveEvents(db: Pick<Database, 'delete'>, now = Date.now()): Promise<boolean> {
  if (holder[KEY] !== undefined && now - holder[KEY] < EVERY_MS) return false;
  holder[KEY] = now;
  await db.delete(realtimeEvents).where(lt(realtimeEvents.createdAt, sql`now() - make_interval(hours => ${RETENTION_HOURS})`));
  return true;
}
