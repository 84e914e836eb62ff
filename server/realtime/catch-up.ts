import { and, asc, gt, inArray, max, min } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { realtimeEvents } from '@/server/db/schema';
import type { LiveEvent } from './live-event';

/** Most events a reconnecting stream replays; beyond that the page refetches (`reset`). */
export const CATCH_UP_LIMIT = 200;

export type CatchUp = { reset: false; events: LiveEvent[] } | { reset: true; lastId: number };

type Reader = Pick<Database, 'select'>;

/** The newest event id (0 for none): where a stream without `Last-Event-ID` starts. */
export async function latestEventId(db: Reader): Promise<number> {
  const [row] = await db.select({ id: max(realtimeEvents.id) }).from(realtimeEvents);
  return Number(row?.id ?? 0);
}

/**
 * The events of `topics` after `afterId`, oldest first; `reset` (with the newest id, to resume
 * from) when there are more than `limit` or when some may already be gone (retention).
 */
export async function eventsSince({ db, topics, afterId, limit = CATCH_UP_LIMIT }: { db: Reader; topics: string[]; afterId: number; limit?: number }): Promise<CatchUp> {
  const rows = await db
    .select({ id: realtimeEvents.id, topic: realtimeEvents.topic, type: realtimeEvents.type, data: realtimeEvents.data })
    .from(realtimeEvents)
    .where(and(inArray(realtimeEvents.topic, topics), gt(realtimeEvents.id, afterId)))
    .orderBy(asc(realtimeEvents.id))
    .limit(limit + 1);
  const [oldest] = await db.select({ id: min(realtimeEvents.id) }).from(realtimeEvents);
  const pruned = oldest?.id != null && Number(oldest.id) > afterId + 1;
  if (rows.length > limit || pruned) return { reset: true, lastId: await latestEventId(db) };
  return { reset: false, events: rows };
}
