import { inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { users, type Ticket } from '@/server/db/schema';
import { authorize } from '@/server/http/authorize';
import { badRequest } from '@/server/http/errors';
import { notifyUsers } from '@/server/notifications/notify-users';
import { can } from '@/utils/permissions';
import type { TicketDetail } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { getTicketDetail } from './get-ticket-detail';
import { ticketContext } from './load-ticket';
import { moveTicketsStatus } from './change-status';
import { statusOnTake } from '@/utils/rules/status-transitions';
import { inTicketTransaction, recordTicketEvent, updateTicket, type Tx } from './ticket-transaction';
import { stampAssigned } from './assignment/stamp-assigned';

const notAnAgent = () => badRequest(undefined, [{ path: 'assignee_id', message: 'Petugas harus agen atau admin yang terdaftar' }]);

/**
 * change-agent (admins) picks anyone; take-ticket lets staff name only themselves, and only on an
 * unassigned ticket. Checked on the ticket locked for update, so of two agents taking it at once
 * the second is refused.
 */
function authorizeAssignment(user: SessionUser, ticket: Ticket, assigneeId: number | null): void {
  const context = { ticket: ticketContext(ticket) };
  if (assigneeId === user.id && can(user, 'take-ticket', context)) return;
  authorize(user, 'change-agent', context, assigneeId === user.id ? 'Hanya tiket yang belum ditangani agen yang dapat diambil' : undefined);
}

/**
 * Assigns tickets the caller has locked and checked (change-agent) to `assigneeId`, an agent or
 * an admin (400 otherwise); null unassigns. A ticket that already has that assignee is left
 * alone. History keeps names, readable without another lookup. The assignee's last assignment is
 * stamped, as the system's are, so automatic assignment's tie-break counts manual work too.
 * Returns how many changed.
 */
export async function assignTickets(tx: Tx, user: SessionUser, tickets: Ticket[], assigneeId: number | null): Promise<number> {
  const ids = [...new Set([...tickets.map((t) => t.assigneeId), assigneeId])].filter((v): v is number => v !== null);
  const people = ids.length
    ? await tx.select({ id: users.id, name: users.name, username: users.username, role: users.currentRole }).from(users).where(inArray(users.id, ids))
    : [];
  const nameOf = (userId: number | null) => {
    const person = people.find((p) => p.id === userId);
    return person ? (person.name ?? person.username) : null;
  };
  const next = people.find((p) => p.id === assigneeId);
  if (assigneeId !== null && (!next || next.role === 'user')) throw notAnAgent();
  let changed = 0;
  for (const ticket of tickets) {
    if (ticket.assigneeId === assigneeId) continue;
    const updated = await updateTicket(tx, ticket.id, { assigneeId });
    const title = next ? `Tiket ${ticket.number} ditugaskan kepada ${nameOf(assigneeId)}` : `Petugas tiket ${ticket.number} dilepas`;
    await recordTicketEvent(tx, {
      ticket: updated,
      actorId: user.id,
      changes: [{ field: 'assignee', from: nameOf(ticket.assigneeId), to: nameOf(assigneeId) }],
      type: 'assigned',
      title,
    });
    // The fan-out follows the new assignee; the one taken off the ticket hears about it too.
    const previous = people.find((p) => p.id === ticket.assigneeId);
    if (previous && previous.role !== 'admin') {
      await notifyUsers(tx, { toUserIds: [previous.id], fromUserId: user.id, type: 'assigned', ticketId: ticket.id, title, content: ticket.title });
    }
    changed += 1;
  }
  if (changed > 0 && assigneeId !== null) await stampAssigned(tx, assigneeId, new Date());
  return changed;
}

/**
 * `PATCH /tickets/{id}/agents` (change-agent: admins; take-ticket: staff taking an unassigned
 * ticket themselves). Taking starts the work: a DIAJUKAN ticket moves to DIKERJAKAN in the same
 * transaction, with its own history row, so the requester sees the move (statusOnTake).
 */
export async function changeTicketAgent({
  db,
  user,
  id,
  assigneeId,
}: {
  db: Database;
  user: SessionUser;
  id: number;
  assigneeId: number | null;
}): Promise<TicketDetail> {
  await inTicketTransaction({ db, user, id }, async (tx, ticket) => {
    authorizeAssignment(user, ticket, assigneeId);
    await assignTickets(tx, user, [ticket], assigneeId);
    const started = ticket.assigneeId === null && assigneeId === user.id ? statusOnTake(ticket.statusCode) : null;
    if (started) await moveTicketsStatus(tx, user, [{ ...ticket, assigneeId }], started);
  });
  return getTicketDetail({ db, user, id });
}
