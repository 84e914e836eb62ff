import { and, asc, eq, exists, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { agentAvailability, ticketComments, tickets, users } from '@/server/db/schema';
import { notifyUsers } from '@/server/notifications/notify-users';
import { autoAssignTicket } from '@/server/tickets/assignment/auto-assign';
import { awayNow } from '@/server/tickets/assignment/eligible-agents';
import { systemAssign } from '@/server/tickets/assignment/system-assign';
import { assignmentText } from '@/locales/id/assignment';
import { RETURN_TO_POOL_AFTER_HOURS } from '@/utils/rules/assignment';
import { FINISHED_STATUS_CODES } from '@/utils/rules/ticket-due';

/** Tickets moved per round; the rest wait for the next one. */
const BATCH = 100;
const HOUR_MS = 3_600_000;
/** How often the portal looks (with the job worker). */
export const RETURN_TO_POOL_INTERVAL_MS = 5 * 60_000;

/**
 * Open, assigned to an agent who is away now and has been for the threshold, the ticket older than
 * the threshold, and without a reply (not a note) from that agent. Both clocks: an agent who goes
 * away for an hour keeps their tickets; one away since yesterday does not keep this morning's.
 */
function strandedWhere(now: Date) {
  const cutoff = new Date(now.getTime() - RETURN_TO_POOL_AFTER_HOURS * HOUR_MS);
  const replied = exists(
    sql`(select 1 from ${ticketComments} where ${ticketComments.ticketId} = ${tickets.id}
      and ${ticketComments.userId} = ${tickets.assigneeId} and not ${ticketComments.isInternal})`,
  );
  return and(
    notInArray(tickets.statusCode, [...FINISHED_STATUS_CODES]),
    lt(tickets.createdAt, cutoff),
    awayNow(now),
    lt(agentAvailability.awaySince, cutoff),
    sql`not ${replied}`,
  );
}

/**
 * One round of the return-to-pool job (docs/assignment.md): each stranded ticket of an away agent
 * goes back to the pool by the system (then, in an automatic sub-category, straight to the next
 * eligible agent), in its own transaction with the ticket locked and the condition checked again;
 * the agent and the admins are told. Status, comments, internal notes and the SLA clock stay.
 */
export async function returnAwayTicketsToPool({ db, now = new Date() }: { db: Database; now?: Date }): Promise<{ returned: number }> {
  const due = await db
    .select({ id: tickets.id })
    .from(tickets)
    .innerJoin(agentAvailability, eq(agentAvailability.userId, tickets.assigneeId))
    .where(strandedWhere(now))
    .orderBy(asc(tickets.createdAt), asc(tickets.id))
    .limit(BATCH);
  let returned = 0;
  for (const { id } of due) {
    const moved = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ ticket: tickets })
        .from(tickets)
        .innerJoin(agentAvailability, eq(agentAvailability.userId, tickets.assigneeId))
        .where(and(eq(tickets.id, id), strandedWhere(now)))
        .for('update', { of: tickets, skipLocked: true });
      const ticket = row?.ticket;
      if (!ticket?.assigneeId) return false;
      const { ticket: pooled, from } = await systemAssign(tx, ticket, null, now);
      const next = await autoAssignTicket(tx, pooled, now);
      const admins = await tx.select({ id: users.id }).from(users).where(and(eq(users.currentRole, 'admin'), isNull(users.deactivatedAt)));
      await notifyUsers(tx, {
        // The next agent, if any, has their own "assigned" notification.
        toUserIds: [ticket.assigneeId, ...admins.map((a) => a.id)].filter((to) => to !== next.assigneeId),
        fromUserId: null,
        type: 'returned_to_pool',
        ticketId: id,
        title: assignmentText.notification.returned(ticket.number, from ?? ''),
        content: ticket.title,
      });
      return true;
    });
    if (moved) returned += 1;
  }
  return { returned };
}
