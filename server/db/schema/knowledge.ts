import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/** Reply templates, private to their author. */
export const savedReplies = pgTable(
  'saved_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('saved_replies_user_idx').on(t.userId, t.updatedAt, t.id)],
);

export const announcements = pgTable(
  'announcements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    contentMarkdown: text('content_markdown').notNull(),
    contentHtml: text('content_html').notNull(),
    /** Shown on Beranda between these moments (open-ended when null). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('announcements_active_idx').on(t.startsAt, t.endsAt).where(sql`${t.isActive}`)],
);

export const privateMessages = pgTable(
  'private_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    contentMarkdown: text('content_markdown').notNull(),
    contentHtml: text('content_html').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('private_messages_receiver_idx').on(t.receiverId, t.createdAt, t.id),
    index('private_messages_sender_idx').on(t.senderId, t.createdAt, t.id),
    index('private_messages_unread_idx').on(t.receiverId).where(sql`${t.readAt} is null`),
  ],
);

/** App ratings: one row per user per period; a dismissal is a row without stars. */
export const ratings = pgTable(
  'ratings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** e.g. 2026-H2: the prompt asks at most once per half year. */
    period: text('period').notNull(),
    stars: smallint('stars'),
    comment: text('comment'),
    dismissed: boolean('dismissed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('ratings_user_period_idx').on(t.userId, t.period), index('ratings_created_idx').on(t.createdAt)],
);

/** Extra profile fields a user edits themselves; identity fields stay with the provider. */
export const profiles = pgTable('profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bio: text('bio'),
  phone: text('phone'),
  position: text('position'),
  updatedAt: updatedAt(),
});

/** The agency's organisation units (seeded), for pickers and search. */
export const departments = pgTable(
  'departments',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    parentId: text('parent_id'),
    createdAt: createdAt(),
  },
  (t) => [index('departments_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`), index('departments_parent_idx').on(t.parentId)],
);

export type SavedReply = typeof savedReplies.$inferSelect;
export type Announcement = typeof announcements.$inferSelect;
export type PrivateMessage = typeof privateMessages.$inferSelect;
export type Rating = typeof ratings.$inferSelect;
export type Profile = typeof profiles.$inferSelect;
export type Department = typeof departments.$inferSelect;
