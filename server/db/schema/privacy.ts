import { bigserial, index, integer, pgTable, primaryKey, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { bytea } from './columns';
import { users } from './users';

/** What a staff read showed: a personnel section key (`data-utama`, `rw-jabatan`...), `assessment`, `kesehatan-data`, `ip-asn`, `biodata`. */
export type PersonalDataPart = string;

/** Where a read was made from: a ticket (the ticket is the purpose), the staff lookup, or a report/export. */
export type PersonalDataReadSource = 'ticket' | 'search' | 'report';

// Issue 33 (docs/privacy.md): every staff read of another person's personnel data, one row per
// view. Append-only for the portal: a trigger (migration 0023) refuses UPDATE, and DELETE except
// for the retention job, which says so in its own transaction.
export const personalDataReads = pgTable(
  'personal_data_reads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // No cascade: a change through a foreign key would be an update or delete the trigger refuses.
    // Accounts are deactivated, never deleted; a deleted ticket's number stays in the record.
    readerId: integer('reader_id')
      .notNull()
      .references(() => users.id),
    /** The reader's role at the time (admin or agent). */
    readerRole: text('reader_role').notNull(),
    subjectNip: varchar('subject_nip', { length: 18 }).notNull(),
    part: text('part').$type<PersonalDataPart>().notNull(),
    /** Where it was opened from; null on rows written before the source was recorded. */
    source: text('source').$type<PersonalDataReadSource>(),
    /** The ticket the record was opened from, when it was. */
    ticketId: integer('ticket_id'),
    /** The stated reason when not from a ticket. */
    purpose: text('purpose'),
    /** The report or export that included the person ("Ekspor KP periode ..."), for `source` report. */
    report: text('report'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('personal_data_reads_subject_at_idx').on(t.subjectNip, t.at, t.id),
    index('personal_data_reads_reader_at_idx').on(t.readerId, t.at),
    index('personal_data_reads_at_idx').on(t.at),
  ],
);

// The purpose a reader stated for a person's record, once per session (docs/privacy.md): the
// server asks again in another session, so a client cannot skip the question.
export const personalDataReadPurposes = pgTable(
  'personal_data_read_purposes',
  {
    /** The session's `sid` (server/http/session.ts). */
    sessionId: text('session_id').notNull(),
    readerId: integer('reader_id')
      .notNull()
      .references(() => users.id),
    subjectNip: varchar('subject_nip', { length: 18 }).notNull(),
    purpose: text('purpose').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.readerId, t.subjectNip] })],
);

export type PersonalDataExportStatus = 'pending' | 'ready' | 'failed' | 'downloaded' | 'expired';

// "Unduh data saya" (issue 33, docs/privacy.md): one request of a copy of everything the portal
// holds about a person. The zip lives on the row until it is downloaded once or its link expires
// (24 h), then it is dropped; the row stays as the request's record.
export const personalDataExports = pgTable(
  'personal_data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<PersonalDataExportStatus>().notNull().default('pending'),
    archive: bytea('archive'),
    bytes: integer('bytes'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
  },
  (t) => [index('personal_data_exports_user_idx').on(t.userId, t.requestedAt), index('personal_data_exports_status_idx').on(t.status)],
);

export type PersonalDataExport = typeof personalDataExports.$inferSelect;
