import type { Database } from '@/server/db/client';
import { realtimeEvents } from '@/server/db/schema';
import { afterCommit } from './after-commit';
import type { LiveEventInput, StoredLiveEvent } from './live-event';

const returned = { id: realtimeEvents.id, topic: realtimeEvents.topic, type: realtimeEvents.type, data: realtimeEvents.data };

/**
 * Stores the events in the caller's transaction (they exist exactly when the change does) and
 * publishes them once it commits (after-commit.ts). Returns the stored rows.
 */
export async function recordEvents(tx: Pick<Database, 'insert'>, events: LiveEventInput[]): Promise<StoredLiveEvent[]> {
  if (events.length === 0) return [];
  const rows = await tx.insert(realtimeEvents).values(events).returning(returned);
  afterCommit(rows);
  return rows;
}
