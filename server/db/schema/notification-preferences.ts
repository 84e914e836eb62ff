import { integer, pgEnum, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { NOTIFICATION_CHANNELS } from '@/utils/rules/notification-kinds';
import { users } from './users';

export const notificationChannel = pgEnum('notification_channel', NOTIFICATION_CHANNELS);

/**
 * A person's channel for one notification kind (utils/rules/notification-kinds.ts), only where it
 * differs from the kind's default: no row means the catalog's default (docs/notifications.md,
 * Preferences).
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: notificationChannel('channel').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** The hour (0-23, WIB) a person's daily digest goes out; no row means DEFAULT_DIGEST_HOUR. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  digestHour: smallint('digest_hour').notNull(),
});

export type NotificationPreference = typeof notificationPreferences.$inferSelect;
