import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { users } from './users';

/**
 * An agent's availability for automatic assignment: away ("Tidak bertugas") since a moment,
 * optionally until a date, and when they last got a ticket (the tie-break of the choice rule).
 * No row: available, never assigned by the portal.
 */
export const agentAvailability = pgTable('agent_availability', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  awaySince: timestamp('away_since', { withTimezone: true }),
  awayUntil: timestamp('away_until', { withTimezone: true }),
  lastAssignedAt: timestamp('last_assigned_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

export type AgentAvailability = typeof agentAvailability.$inferSelect;
