import { sql } from 'drizzle-orm';
import type { FeedbackName } from '@/utils/rules/feedback-name';
import { type AnyPgColumn, boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tsvector, updatedAt } from './columns';
import { priorities, status, subCategories } from './refs';
import { users } from './users';

export const tickets = pgTable(
  'tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Human ticket number shown to people, e.g. HD-000123. */
    number: text('number')
      .notNull()
      .unique()
      .default(sql`'HD-' || lpad(nextval('ticket_number_seq')::text, 6, '0')`),
    title: text('title').notNull(),
    descriptionMarkdown: text('description_markdown').notNull(),
    descriptionHtml: text('description_html').notNull(),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    statusCode: text('status_code')
      .notNull()
      .default('DIAJUKAN')
      .references(() => status.code, { onUpdate: 'cascade' }),
    priorityCode: text('priority_code').references(() => priorities.code, { onUpdate: 'cascade' }),
    subCategoryId: integer('sub_category_id').references(() => subCategories.id, { onDelete: 'set null' }),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    isLocked: boolean('is_locked').notNull().default(false),
    isPinned: boolean('is_pinned').notNull().default(false),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    totalReminders: integer('total_reminders').notNull().default(0),
    startWorkAt: timestamp('start_work_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    stars: smallint('stars'),
    requesterComment: text('requester_comment'),
    /** The requester agreed, when rating, to show the feedback on the public landing page; and under which name. */
    feedbackPublic: boolean('feedback_public').notNull().default(false),
    feedbackName: text('feedback_name').$type<FeedbackName>().notNull().default('initials'),
    totalComments: integer('total_comments').notNull().default(0),
    /** Set when this ticket was merged into another as a duplicate: its page and API lead there (docs/ticket-tools.md). */
    mergedIntoId: integer('merged_into_id').references((): AnyPgColumn => tickets.id, { onDelete: 'set null' }),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('indonesian', coalesce(title, '')), 'A') || setweight(to_tsvector('indonesian', coalesce(description_markdown, '')), 'B')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Ascending composite indexes: scanned backwards they give `order by created_at desc, id desc`
  // (DESC NULLS FIRST). Drizzle's `.desc()` writes DESC NULLS LAST, which that order by cannot
  // use (PostgreSQL then sorts every row); see docs/performance.md.
  (t) => [
    // The list walks this in the sort order; the filter columns after (created_at, id) let
    // PostgreSQL filter by status, priority, sub-category, assignee, requester, published and
    // pinned (and count) from the index alone, without reading the wide ticket rows.
    index('tickets_created_idx').on(
      t.createdAt,
      t.id,
      t.statusCode,
      t.priorityCode,
      t.subCategoryId,
      t.assigneeId,
      t.requesterId,
      t.isPublished,
      t.isPinned,
    ),
    index('tickets_updated_idx').on(t.updatedAt, t.id),
    // `sort=title_asc|title_desc`: case-insensitive, the same on every collation for plain letters.
    index('tickets_title_sort_idx').on(sql`lower(${t.title})`, t.id),
    // Selective filters start their own index, so a rare value does not walk all tickets.
    index('tickets_requester_created_idx').on(t.requesterId, t.createdAt, t.id),
    index('tickets_assignee_created_idx').on(t.assigneeId, t.createdAt, t.id),
    index('tickets_status_created_idx').on(t.statusCode, t.createdAt, t.id),
    index('tickets_priority_idx').on(t.priorityCode),
    index('tickets_sub_category_idx').on(t.subCategoryId, t.createdAt, t.id),
    index('tickets_published_created_idx').on(t.createdAt, t.id).where(sql`${t.isPublished}`),
    // Similar-ticket suggestions: the newest published full-text matches (ties in the score go to the highest id).
    index('tickets_published_id_idx').on(t.id).where(sql`${t.isPublished}`),
    index('tickets_pinned_idx').on(t.pinnedAt).where(sql`${t.isPinned}`),
    index('tickets_search_idx').using('gin', t.searchVector),
    index('tickets_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // Similar-ticket suggestions: nearest published titles by trigram distance (`<->`, `<->>`), in index order.
    index('tickets_published_title_gist_idx').using('gist', sql`${t.title} gist_trgm_ops`).where(sql`${t.isPublished}`),
  ],
);

export const ticketComments = pgTable(
  'ticket_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    markdown: text('markdown').notNull(),
    html: text('html').notNull(),
    isAnswer: boolean('is_answer').notNull().default(false),
    isEdited: boolean('is_edited').notNull().default(false),
    // A note for staff only: requesters and other users never see it (docs/tickets.md, Internal notes).
    isInternal: boolean('is_internal').notNull().default(false),
    // The sender's key for this reply (undo send posts it once, maybe again as the tab closes):
    // a second post with the same key answers the first comment (docs/ticket-tools.md).
    clientKey: text('client_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ticket_comments_ticket_created_idx').on(t.ticketId, t.createdAt, t.id),
    index('ticket_comments_user_idx').on(t.userId, t.createdAt, t.id),
    // One accepted answer per ticket.
    uniqueIndex('ticket_comments_one_answer_idx').on(t.ticketId).where(sql`${t.isAnswer}`),
    uniqueIndex('ticket_comments_client_key_idx').on(t.userId, t.clientKey).where(sql`${t.clientKey} is not null`),
  ],
);

export const commentReactions = pgTable(
  'comment_reactions',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => ticketComments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId, t.emoji] })],
);

export const ticketSubscriptions = pgTable(
  'ticket_subscriptions',
  {
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.userId] }), index('ticket_subscriptions_user_idx').on(t.userId, t.createdAt, t.ticketId)],
);

export const ticketHistories = pgTable(
  'ticket_histories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What changed: status, assignee, priority, sub_category, title, description, lock, publish, pin, reminder, feedback, created. */
    field: text('field').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_histories_ticket_idx').on(t.ticketId, t.createdAt)],
);

/**
 * When a person last opened a ticket's page (`PUT /tickets/{id}/read`). The list flags a ticket
 * `unread` when someone else commented after that (or ever, without a row); the primary key
 * serves that lookup per listed ticket.
 */
export const ticketReads = pgTable(
  'ticket_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ticketId] })],
);

export type Ticket = typeof tickets.$inferSelect;
export type TicketComment = typeof ticketComments.$inferSelect;
export type TicketHistory = typeof ticketHistories.$inferSelect;
