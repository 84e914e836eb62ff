import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { JobState } from '@/utils/schemas/personnel-admin';
import { users } from './users';

/** queued: waiting for a worker; running; then completed, failed or cancelled (docs/personnel-admin.md section 2). */
export type { JobState };

/** One line of a job's log, shown on the jobs page. */
export interface JobLogLine {
  at: string;
  text: string;
}

/**
 * What the admin jobs page shows of a background job: pg-boss keeps the queue (its own schema
 * `pgboss`), this table the portal's view of it: progress, log, who asked, and the key that keeps
 * two runs of the same period apart. The id is pg-boss's job id.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    params: jsonb('params').notNull(),
    state: text('state').$type<JobState>().notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total'),
    log: jsonb('log').$type<JobLogLine[]>().notNull().default(sql`'[]'::jsonb`),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_created_at_idx').on(t.createdAt.desc()),
    index('jobs_kind_created_at_idx').on(t.kind, t.createdAt.desc()),
    // One live run per kind and key (a KP period, a year): asking again answers the live one.
    uniqueIndex('jobs_live_key_idx').on(t.kind, t.key).where(sql`state in ('queued', 'running')`),
  ],
);

/**
 * The rows a sync has fetched so far, page by page: a sync killed mid-way resumes from here, and
 * the live table is replaced from here in one transaction at the end.
 */
export const jobStage = pgTable(
  'job_stage',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    row: jsonb('row').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.seq] })],
);

export type Job = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;
