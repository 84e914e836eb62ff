import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The outcome of one HTTP call to SIASN (token calls too). */
export type SiasnCallOutcome = 'ok' | 'empty' | 'error' | 'timeout' | 'unauthorized' | 'rejected';

/**
 * One row per HTTP call to SIASN, written after the call without making it wait: who asked, what,
 * how it ended and how long it took. Never a header, a token or a response body.
 */
export const siasnCalls = pgTable(
  'siasn_calls',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** Null when no answer came (timeout, connection refused or reset). */
    status: integer('status'),
    outcome: text('outcome').$type<SiasnCallOutcome>().notNull(),
    durationMs: integer('duration_ms').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    errorCode: text('error_code'),
  },
  (t) => [index('siasn_calls_at_idx').on(t.at.desc())],
);

/** Reference lists copied from SIASN (agama, golongan, unor, ...), one row per list and id. */
export const siasnReferences = pgTable(
  'siasn_references',
  {
    name: text('name').notNull(),
    id: text('id').notNull(),
    label: text('label').notNull(),
    data: jsonb('data').notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.name, t.id] }), index('siasn_references_name_label_idx').on(t.name, t.label)],
);

export type SiasnCall = typeof siasnCalls.$inferSelect;
export type SiasnReference = typeof siasnReferences.$inferSelect;
