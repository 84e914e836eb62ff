import { inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { status, type Ticket } from '@/server/db/schema';
import { authorize } from '@/server/http/authorize';
import { conflict } from '@/server/http/errors';
import type { StatusCode, TicketDetail } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { getTicketDetail } from './get-ticket-detail';
import { ticketContext } from './load-ticket';
import { canMoveStatus } from '@/utils/rules/status-transitions';
import { inTicketTransaction, recordTicketEvent, updateTicket, type TicketEventInput, type TicketUpdate, type Tx } from './ticket-transaction';

/** The display names of status codes (a code without a row names itself). */
export async function statusNames(tx: Pick<Tx, 'select'>, codes: string[]): Promise<(code: string) => string> {
  const rows = await tx.select({ code: status.code, name: status.name }).from(status).where(inArray(status.code, codes));
  const names = new Map(rows.map((r) => [r.code, r.name]));
  return (code) => names.get(code) ?? code;
}

/** The columns a move sets besides the status: work start, completion, and who takes it on. */
function lifecycleUpdate(ticket: Ticket, to: StatusCode, actor: SessionUser): { values: TicketUpdate; changes: TicketEventInput['changes'] } {
  const values: TicketUpdate = { statusCode: to };
  const changes: TicketEventInput['changes'] = [{ field: 'status', from: ticket.statusCode, to }];
  if (to === 'DIKERJAKAN' && ticket.statusCode === 'DIAJUKAN') {
    values.startWorkAt = ticket.startWorkAt ?? new Date();
    if (ticket.assigneeId === null) {
      values.assigneeId = actor.id;
      changes.push({ field: 'assignee', from: null, to: actor.name ?? actor.username });
    }
  }
  if (to === 'SELESAI') values.completedAt = new Date();
  if (ticket.statusCode === 'SELESAI') values.completedAt = null;
  return { values, changes };
}

/**
 * Moves tickets the caller has locked and checked (change-status, the lifecycle) to `to`: per
 * ticket the lifecycle columns, its history rows and its notifications. Returns how many moved.
 */
export async function moveTicketsStatus(tx: Tx, user: SessionUser, tickets: Ticket[], to: StatusCode): Promise<number> {
  const nameOf = await statusNames(tx, [to]);
  for (const ticket of tickets) {
    const { values, changes } = lifecycleUpdate(ticket, to, user);
    const updated = await updateTicket(tx, ticket.id, values);
    await recordTicketEvent(tx, {
      ticket: updated,
      actorId: user.id,
      changes,
      type: 'status_changed',
      title: `Status tiket ${ticket.number} menjadi ${nameOf(to)}`,
    });
  }
  return tickets.length;
}

/** One ticket's move inside the caller's transaction: change-status, then the lifecycle (409 off it), then the move. */
export async function moveTicketStatus(tx: Tx, user: SessionUser, ticket: Ticket, to: StatusCode): Promise<void> {
  authorize(user, 'change-status', { ticket: ticketContext(ticket) });
  if (!canMoveStatus(ticket.statusCode, to)) {
    const nameOf = await statusNames(tx, [ticket.statusCode, to]);
    throw conflict(`Status tidak dapat diubah dari ${nameOf(ticket.statusCode)} ke ${nameOf(to)}`);
  }
  await moveTicketsStatus(tx, user, [ticket], to);
}

/** `PATCH /tickets/{id}/status` (change-status: admin or the assigned agent), per STATUS_TRANSITIONS. */
export async function changeTicketStatus({ db, user, id, to }: { db: Database; user: SessionUser; id: number; to: StatusCode }): Promise<TicketDetail> {
  await inTicketTransaction({ db, user, id }, (tx, ticket) => moveTicketStatus(tx, user, ticket, to));
  return getTicketDetail({ db, user, id });
}
