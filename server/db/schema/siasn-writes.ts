import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** What a write to SIASN changed: a history entry, a document, the biodata or a proposal. */
export type SiasnWriteType = 'riwayat' | 'dokumen' | 'biodata' | 'usulan';
export type SiasnWriteAction = 'create' | 'update' | 'delete' | 'upload' | 'submit';
/** ok: SIASN accepted; rejected: SIASN refused with a reason; error/timeout: no usable answer. */
export type SiasnWriteOutcome = 'ok' | 'rejected' | 'error' | 'timeout';

/**
 * The audit of every write sent to SIASN (docs/personnel-writes.md section 6): who, on which NIP,
 * what, a summary of the request (never file bytes or tokens), SIASN's answer and the duration.
 * Written for refused and failed writes too; nothing else is stored locally for those.
 */
export const siasnWrites = pgTable(
  'siasn_writes',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    nip: text('nip').notNull(),
    type: text('type').$type<SiasnWriteType>().notNull(),
    service: text('service').notNull(),
    action: text('action').$type<SiasnWriteAction>().notNull(),
    riwayatId: text('riwayat_id'),
    request: jsonb('request').notNull(),
    outcome: text('outcome').$type<SiasnWriteOutcome>().notNull(),
    gatewayMessage: text('gateway_message'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [
    index('siasn_writes_at_idx').on(t.at.desc()),
    index('siasn_writes_nip_at_idx').on(t.nip, t.at.desc()),
    index('siasn_writes_service_at_idx').on(t.service, t.at.desc()),
  ],
);

/**
 * Which degrees of a person's education history they want in their name, per location (in front
 * of the name, behind it): the choices behind a pencantuman gelar proposal. Portal-side only.
 */
export const personnelDegreeChoices = pgTable(
  'personnel_degree_choices',
  {
    nip: text('nip').notNull(),
    pendidikanId: text('pendidikan_id').notNull(),
    lokasi: text('lokasi').$type<'depan' | 'belakang'>().notNull(),
    checked: boolean('checked').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.nip, t.pendidikanId, t.lokasi] })],
);

export type SiasnWrite = typeof siasnWrites.$inferSelect;
export type NewSiasnWrite = typeof siasnWrites.$inferInsert;
export type PersonnelDegreeChoice = typeof personnelDegreeChoices.$inferSelect;
