import { index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', ['admin', 'agent', 'user']);
export const userGroupEnum = pgEnum('user_group', ['MASTER', 'PTPK', 'GOOGLE']);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // `provider|sub`: stable across renames at the identity provider.
    customId: text('custom_id').notNull().unique(),
    username: text('username').notNull(),
    name: text('name'),
    email: text('email'),
    image: text('image'),
    group: userGroupEnum('group').notNull(),
    employeeNumber: text('employee_number'),
    organizationId: text('organization_id'),
    currentRole: roleEnum('current_role').notNull().default('user'),
    // Raised by "Keluar dari semua perangkat" and by deactivation: tokens carrying an older version stop working.
    sessionVersion: integer('session_version').notNull().default(0),
    // Set by an admin: the account can neither sign in nor use a session it still holds.
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_username_idx').on(t.username),
    index('users_employee_number_idx').on(t.employeeNumber),
    index('users_role_idx').on(t.currentRole),
    index('users_group_idx').on(t.group),
  ],
);

export const usersHistories = pgTable(
  'users_histories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Machine-readable kind (login, comment, ...) next to the text shown to the user.
    action: text('action').notNull(),
    description: text('description').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_histories_user_created_idx').on(t.userId, t.createdAt, t.id), index('users_histories_created_idx').on(t.createdAt)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserHistory = typeof usersHistories.$inferSelect;
export type Role = (typeof roleEnum.enumValues)[number];
export type UserGroup = (typeof userGroupEnum.enumValues)[number];
