import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { notifications } from './notifications';
import { users } from './users';

// `digest`: a notification waiting for its recipient's daily digest (never handed to the queue itself).
export const NOTIFICATION_MAIL_STATES = ['pending', 'queued', 'sent', 'failed', 'digest'] as const;
export const notificationMailState = pgEnum('notification_mail_state', NOTIFICATION_MAIL_STATES);

/**
 * The outbox of notification mails (docs/notifications.md, E-mail section 2): written in the
 * transaction that writes the notification, handed to the job queue by the dispatcher, its
 * outcome kept. `key` (`notification:<id>`) is the idempotency key: one mail per event and recipient;
 * a daily digest is keyed `digest:<userId>:<YYYY-MM-DD>` and lists its notifications in `digestItems`.
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
    /** The notification kind the mail is about (its unsubscribe link), or `digest`. */
    kind: text('kind'),
    /** A digest's notifications (null for a single notification's mail). */
    digestItems: integer('digest_items').array(),
    state: notificationMailState('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The last failure, as the mail server gave it (never shown to the recipient). */
    error: text('error'),
    messageId: text('message_id'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notification_mails_key_idx').on(t.key),
    index('notification_mails_pending_idx').on(t.id).where(sql`${t.state} = 'pending'`),
    // The digest round's lookup of waiting rows (not a partial index on 'digest': the value is added
    // in the same migration and cannot be named before it commits).
    index('notification_mails_state_user_idx').on(t.state, t.userId),
  ],
);

export type NotificationMail = typeof notificationMails.$inferSelect;
