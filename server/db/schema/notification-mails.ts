import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { notifications } from './notifications';
import { users } from './users';

export const NOTIFICATION_MAIL_STATES = ['pending', 'queued', 'sent', 'failed'] as const;
export const notificationMailState = pgEnum('notification_mail_state', NOTIFICATION_MAIL_STATES);

/**
 * The outbox of notification mails (docs/notifications.md, E-mail section 2): written in the
 * transaction that writes the notification, handed to the job queue by the dispatcher, its
 * outcome kept. `key` (`notification:<id>`) is the idempotency key: one mail per event and recipient.
 */
export const notificationMails = pgTable(
  'notification_mails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: integer('notification_id').references(() => notifications.id, { onDelete: 'cascade' }),
    state: notificationMailState('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The last failure, as the mail server gave it (never shown to the recipient). */
    error: text('error'),
    messageId: text('message_id'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('notification_mails_key_idx').on(t.key), index('notification_mails_pending_idx').on(t.id).where(sql`${t.state} = 'pending'`)],
);

export type NotificationMail = typeof notificationMails.$inferSelect;
