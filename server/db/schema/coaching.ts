import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

// Coaching clinics (docs/community.md section 5).
export const coachingStatusEnum = pgEnum('coaching_status', ['upcoming', 'live', 'end']);
export const coachingRequestEnum = pgEnum('coaching_request', ['pending', 'accepted', 'refused']);

export const coachingClinics = pgTable(
  'coaching_clinics',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    consultantId: integer('consultant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    descriptionMarkdown: text('description_markdown').notNull().default(''),
    descriptionHtml: text('description_html').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    /** 'HH:mm' in Asia/Jakarta. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    capacity: integer('capacity').notNull(),
    /** Private: a request waits for the consultant; open: accepted at once while there is room. */
    isPrivate: boolean('is_private').notNull().default(false),
    status: coachingStatusEnum('status').notNull().default('upcoming'),
    /** The Zoom meeting made for it (server/gateways/zoom); its join link is only handed out while live. */
    meetingId: text('meeting_id'),
    meetingLink: text('meeting_link'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('coaching_clinics_date_idx').on(t.date, t.id),
    index('coaching_clinics_consultant_idx').on(t.consultantId, t.date),
    check('coaching_clinics_capacity_check', sql`${t.capacity} > 0`),
  ],
);

export const coachingParticipants = pgTable(
  'coaching_participants',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => coachingClinics.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    request: coachingRequestEnum('request').notNull().default('pending'),
    ratingStars: integer('rating_stars'),
    ratingComment: text('rating_comment'),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.clinicId, t.userId] }),
    index('coaching_participants_user_idx').on(t.userId),
    check('coaching_participants_stars_check', sql`${t.ratingStars} is null or ${t.ratingStars} between 1 and 5`),
  ],
);

export type CoachingClinic = typeof coachingClinics.$inferSelect;
export type CoachingParticipant = typeof coachingParticipants.$inferSelect;
