import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppConfig } from '@/server/config';
import { bankCalls, notifications, personalDataReadPurposes, personalDataReads, siasnCalls, usersHistories } from '@/server/db/schema';

/** Rows deleted per rule per round: a round stays short; a backlog goes over the next rounds. */
export const RETENTION_BATCH = 5_000;

export interface RetentionRule {
  /** Names the rule in logs and docs. */
  name: string;
  table: PgTable;
  /** The key a batch is chosen by; without one (a small table) the rule deletes all it finds at once. */
  id?: PgColumn;
  /** The indexed time column the age is read from. */
  at: PgColumn;
  days: (config: AppConfig) => number;
  /** Set for the deleting transaction only (the append-only trigger of personal_data_reads lets the retention job through). */
  allow?: SQL;
}

// What the portal keeps and for how long (docs/privacy.md, Retention). Each is a range delete on
// an indexed time column, a batch at a time.
export const RETENTION_RULES: RetentionRule[] = [
  {
    name: 'personal_data_reads',
    table: personalDataReads,
    id: personalDataReads.id,
    at: personalDataReads.at,
    days: (c) => c.RETENTION_DATA_READS_DAYS,
    allow: sql`select set_config('helpdesk.prune_personal_data_reads', 'on', true)`,
  },
  // A stated purpose serves its session only (8 hours): a day later it is of no use.
  { name: 'personal_data_read_purposes', table: personalDataReadPurposes, at: personalDataReadPurposes.at, days: () => 1 },
  { name: 'siasn_calls', table: siasnCalls, id: siasnCalls.id, at: siasnCalls.at, days: (c) => c.RETENTION_CALL_LOGS_DAYS },
  { name: 'bank_calls', table: bankCalls, id: bankCalls.id, at: bankCalls.at, days: (c) => c.RETENTION_CALL_LOGS_DAYS },
  { name: 'notifications', table: notifications, id: notifications.id, at: notifications.createdAt, days: (c) => c.RETENTION_NOTIFICATIONS_DAYS },
  { name: 'users_histories', table: usersHistories, id: usersHistories.id, at: usersHistories.createdAt, days: (c) => c.RETENTION_ACTIVITY_DAYS },
];
