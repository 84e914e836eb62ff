import { bigserial, index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { bytea } from './columns';
import { users } from './users';

/** What a staff read showed: a personnel section key (`data-utama`, `rw-jabatan`...), `assessment`, `kesehatan-data`, `ip-asn`, `biodata`. */
export type PersonalDataPart = string;

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
    /** The ticket the record was opened from, when it was. */
    ticketId: integer('ticket_id'),
    /** The stated reason when not from a ticket. */
    purpose: text('purpose'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('personal_data_reads_subject_at_idx').on(t.subjectNip, t.at, t.id),
    index('personal_data_reads_reader_at_idx').on(t.readerId, t.at),
    index('personal_data_reads_at_idx').on(t.at),
  ],
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
    /** sha256 of the link's secret; the secret itself is only in the link the owner is given. */
    tokenHash: text('token_hash'),
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
