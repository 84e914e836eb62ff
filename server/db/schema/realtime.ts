import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Live events (docs/realtime.md): written in the transaction of the change they announce, published
 * after its commit, and read back by a reconnecting stream (`id > Last-Event-ID`). Kept 24 hours.
 */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `user:<id>` or `ticket:<id>`. */
    topic: text('topic').notNull(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('realtime_events_topic_id_idx').on(t.topic, t.id), index('realtime_events_created_idx').on(t.createdAt)],
);

export type RealtimeEventRow = typeof realtimeEvents.$inferSelect;
