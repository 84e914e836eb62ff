import { and, eq, exists, gt, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import { agentAvailability, tickets, users } from '@/server/db/schema';
import type { AssignmentCandidate } from '@/utils/rules/assignment';
import { FINISHED_STATUS_CODES } from '@/utils/rules/ticket-due';
import type { Tx } from '../ticket-transaction';

/** Away now: marked away and the until-date (if any) not reached (the SQL twin of `isAway`). */
export const awayNow = (now: Date) =>
  and(isNotNull(agentAvailability.awaySince), or(isNull(agentAvailability.awayUntil), gt(agentAvailability.awayUntil, now)));

/**
 * The agents of a sub-category (as the staff queue reads "my sub-categories": an agent who has
 * been assigned one of its tickets), active, not away now, each with their open tickets and
 * their last automatic assignment.
 */
export async function eligibleAgents(tx: Tx, subCategoryId: number, now: Date): Promise<AssignmentCandidate[]> {
  const handled = tx
    .select({ one: sql`1` })
    .from(tickets)
    .where(and(eq(tickets.assigneeId, users.id), eq(tickets.subCategoryId, subCategoryId)));
  const openTickets = sql<number>`(select count(*) from ${tickets} where ${tickets.assigneeId} = ${users.id}
    and ${notInArray(tickets.statusCode, [...FINISHED_STATUS_CODES])})`.mapWith(Number);
  return tx
    .select({ id: users.id, openTickets, lastAssignedAt: agentAvailability.lastAssignedAt })
    .from(users)
    .leftJoin(agentAvailability, eq(agentAvailability.userId, users.id))
    .where(and(eq(users.currentRole, 'agent'), isNull(users.deactivatedAt), exists(handled), sql`not coalesce(${awayNow(now)}, false)`));
}
