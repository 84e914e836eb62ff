import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tickets } from './tickets';

/**
 * The ticket list's read model (issue 34, docs/performance.md): each ticket's list item as the
 * API's JSON text, split around the reader's own `unread` flag (`head` ends with `"unread" : `,
 * `tail` starts with `, "due_at"` and closes the object). Never written by the application:
 * database triggers (migration 0032) rewrite a row in the same transaction as every write that
 * changes what it embeds (the ticket, its requester and assignee, status, priority, sub-category
 * and category), so it is never stale; `ticket_list_items_refresh(ids)` builds it.
 */
export const ticketListItems = pgTable('ticket_list_items', {
  ticketId: integer('ticket_id')
    .primaryKey()
    .references(() => tickets.id, { onDelete: 'cascade' }),
  head: text('head').notNull(),
  tail: text('tail').notNull(),
});
