import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgSequence, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { userGroupEnum, users } from './users';

// Webinar series (docs/community.md section 4): registration, quiz, attendance, survey, certificate.
export const webinarStatusEnum = pgEnum('webinar_status', ['published', 'draft']);
export const quizKindEnum = pgEnum('quiz_kind', ['pretest', 'posttest']);

/**
 * The `{seq}` of certificate numbers (`{seq}/WEB/BKD/{year}`): a sequence never hands a value out
 * twice, even after a series and its participants are deleted or a transaction rolls back.
 */
export const webinarCertificateSeq = pgSequence('webinar_certificate_seq', { startWith: 1, increment: 1 });

export const webinarSeries = pgTable(
  'webinar_series',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    descriptionMarkdown: text('description_markdown').notNull().default(''),
    descriptionHtml: text('description_html').notNull().default(''),
    status: webinarStatusEnum('status').notNull().default('draft'),
    registrationOpen: boolean('registration_open').notNull().default(false),
    /** Who may register, by the account group (MASTER: ASN, PTPK: non-ASN, GOOGLE: public). */
    allowedGroups: userGroupEnum('allowed_groups').array().notNull().default(sql`'{MASTER}'`),
    /** Jam pelajaran (JP) credited on the certificate. */
    trainingHours: integer('training_hours').notNull().default(0),
    /** How many times a participant may take the posttest (docs/community.md section 4). */
    posttestAttempts: integer('posttest_attempts').notNull().default(1),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    meetingLink: text('meeting_link'),
    recordingLink: text('recording_link'),
    /** Who signs the certificate (issue 31): all three or none; none prints the agency alone. */
    signatoryName: text('signatory_name'),
    signatoryNip: text('signatory_nip'),
    signatoryPosition: text('signatory_position'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('webinar_series_status_starts_idx').on(t.status, t.startsAt, t.id),
    check('webinar_series_period_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('webinar_series_posttest_attempts_check', sql`${t.posttestAttempts} between 1 and 5`),
  ],
);

export const webinarParticipants = pgTable(
  'webinar_participants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    webinarId: integer('webinar_id')
      .notNull()
      .references(() => webinarSeries.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attendedAt: timestamp('attended_at', { withTimezone: true }),
    /** The short survey's answers, and when they were given. */
    survey: jsonb('survey'),
    surveyAt: timestamp('survey_at', { withTimezone: true }),
    /** Given when the certificate is first issued; the token is the public verification key (QR). */
    certificateNumber: text('certificate_number').unique(),
    /** The name with titles as printed, frozen at issue (titles read from SIASN then), so the page the QR opens says the same. */
    certificateName: text('certificate_name'),
    certificateToken: uuid('certificate_token').unique(),
    certificateIssuedAt: timestamp('certificate_issued_at', { withTimezone: true }),
    /** When the participant was told the certificate is ready (docs/notifications.md): told once. */
    certificateNotifiedAt: timestamp('certificate_notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [unique('webinar_participants_webinar_user_unique').on(t.webinarId, t.userId), index('webinar_participants_user_idx').on(t.userId)],
);

export const webinarQuizItems = pgTable(
  'webinar_quiz_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    webinarId: integer('webinar_id')
      .notNull()
      .references(() => webinarSeries.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    /** The answer texts in order; answer n is keyed `answer{n}-{id}` on the wire (spec section 3). */
    answers: jsonb('answers').$type<string[]>().notNull(),
    /** 1-based number of the correct answer: correctAnswer is `answer{correct}-{id}`. */
    correct: integer('correct').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('webinar_quiz_items_webinar_idx').on(t.webinarId, t.position, t.id)],
);

export const webinarQuizAttempts = pgTable(
  'webinar_quiz_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    participantId: integer('participant_id')
      .notNull()
      .references(() => webinarParticipants.id, { onDelete: 'cascade' }),
    kind: quizKindEnum('kind').notNull(),
    /** `{ [itemId]: "answer{n}-{itemId}" }` as submitted. */
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    correct: integer('correct').notNull(),
    total: integer('total').notNull(),
    /** 0-100, rounded: the best attempt's (its answers above). */
    score: integer('score').notNull(),
    /** How many times it was taken (the pretest once; the posttest up to the series' posttest_attempts). */
    attempts: integer('attempts').notNull().default(1),
    submittedAt: createdAt(),
  },
  (t) => [unique('webinar_quiz_attempts_participant_kind_unique').on(t.participantId, t.kind)],
);

export type WebinarSeries = typeof webinarSeries.$inferSelect;
export type WebinarParticipant = typeof webinarParticipants.$inferSelect;
export type WebinarQuizItem = typeof webinarQuizItems.$inferSelect;
