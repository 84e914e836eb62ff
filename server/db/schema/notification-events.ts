import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { siasnWrites } from './siasn-writes';
import { ticketComments, tickets } from './tickets';
import { users } from './users';

// What the notification events of issue 32 remember so each is told once (docs/notifications.md,
// E-mail section 3): the row is written in the transaction that writes the notification, and its
// key makes a second round (or a second worker) write nothing.

/** A ticket's due time that passed and was told to its assignee (or the admins): one per ticket and due time. */
export const ticketOverdueNotices = pgTable(
  'ticket_overdue_notices',
  {
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.dueAt] })],
);

/** Who a comment mentioned and was told: an edit tells only the people it newly mentions. */
export const commentMentions = pgTable(
  'comment_mentions',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => ticketComments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

/**
 * The last status SIASN showed for a proposal sent from the portal (its `submit` row in
 * siasn_writes); the round tells the owner when it moves and stops asking once it is final.
 */
export const usulanStatusWatch = pgTable(
  'usulan_status_watch',
  {
    usulanId: text('usulan_id').primaryKey(),
    nip: text('nip').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    statusCode: text('status_code').notNull(),
    isFinal: boolean('is_final').notNull().default(false),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('usulan_status_watch_open_idx').on(t.isFinal, t.checkedAt)],
);

/** An Ubah Biodata request (its siasn_writes row) whose result was told to the person. */
export const biodataResultNotices = pgTable('biodata_result_notices', {
  writeId: integer('write_id')
    .primaryKey()
    .references(() => siasnWrites.id, { onDelete: 'cascade' }),
  result: text('result').$type<'applied' | 'refused'>().notNull(),
  createdAt: createdAt(),
});
