import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { tickets } from './tickets';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromUserId: integer('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** ticket_created, status_changed, comment_created, assigned, reminder, private_message, ... */
    type: text('type').notNull(),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    /** Where the notification leads when it is not about a ticket (a feed post: `/feed/12`). */
    link: text('link'),
    title: text('title').notNull(),
    content: text('content'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_to_created_idx').on(t.toUserId, t.createdAt, t.id),
    // The retention job's range (docs/privacy.md, Retention).
    index('notifications_created_idx').on(t.createdAt),
    index('notifications_unread_idx').on(t.toUserId).where(sql`${t.readAt} is null`),
  ],
);

export type Notification = typeof notifications.$inferSelect;
