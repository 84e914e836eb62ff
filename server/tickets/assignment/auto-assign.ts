import { eq, sql } from 'drizzle-orm';
import { subCategories, type Ticket } from '@/server/db/schema';
import { notifyUsers } from '@/server/notifications/notify-users';
import { assignmentText } from '@/locales/id/assignment';
import { chooseAgent } from '@/utils/rules/assignment';
import type { Tx } from '../ticket-transaction';
import { eligibleAgents } from './eligible-agents';
import { systemAssign } from './system-assign';

/**
 * One key for every automatic assignment: loads are counted over all of an agent's tickets, so
 * two sub-categories sharing an agent must not choose at once either. Held to the end of the
 * transaction, so the next chooser counts this ticket.
 */
const ASSIGNMENT_LOCK_KEY = 3_200_001;

/**
 * Gives an unassigned ticket of an automatic sub-category to its eligible agent with the fewest
 * open tickets (utils/rules/assignment.ts `chooseAgent`), inside the caller's transaction.
 * Returns the ticket as it is now (unchanged when manual, no sub-category or no one eligible).
 */
export async function autoAssignTicket(tx: Tx, ticket: Ticket, now = new Date()): Promise<Ticket> {
  if (ticket.subCategoryId === null || ticket.assigneeId !== null) return ticket;
  const [sub] = await tx.select({ mode: subCategories.assignmentMode }).from(subCategories).where(eq(subCategories.id, ticket.subCategoryId));
  if (sub?.mode !== 'automatic') return ticket;
  await tx.execute(sql`select pg_advisory_xact_lock(${ASSIGNMENT_LOCK_KEY})`);
  const agentId = chooseAgent(await eligibleAgents(tx, ticket.subCategoryId, now));
  if (agentId === null) return ticket;
  const assigned = await systemAssign(tx, ticket, agentId, now);
  await notifyUsers(tx, {
    toUserIds: [agentId],
    fromUserId: null,
    type: 'assigned',
    ticketId: ticket.id,
    title: assignmentText.notification.assigned(ticket.number),
    content: ticket.title,
  });
  return assigned.ticket;
}
