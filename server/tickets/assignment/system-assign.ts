import { inArray, sql } from 'drizzle-orm';
import { users, type Ticket } from '@/server/db/schema';
import { announceTicketChange } from '@/server/realtime/announce';
import { recordTicketHistory } from '../record-history';
import { updateTicket, type Tx } from '../ticket-transaction';
import { stampAssigned } from './stamp-assigned';

async function namesOf(tx: Tx, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, name: sql<string>`coalesce(${users.name}, ${users.username})` })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * The portal (not a person) moves a ticket to `agentId`, or back to the pool (null): only the
 * assignee changes, so status, comments, internal notes and the SLA clock (created_at) stay. The
 * history row has no user, which the ticket page shows as "Sistem", in the spec's format
 * (field 'assignee', names as from/to). An agent who gets it has their last assignment stamped.
 */
export async function systemAssign(tx: Tx, ticket: Ticket, agentId: number | null, now: Date): Promise<{ ticket: Ticket; from: string | null; to: string | null }> {
  const names = await namesOf(tx, [ticket.assigneeId, agentId]);
  const updated = await updateTicket(tx, ticket.id, { assigneeId: agentId });
  const from = ticket.assigneeId === null ? null : (names.get(ticket.assigneeId) ?? null);
  const to = agentId === null ? null : (names.get(agentId) ?? null);
  await recordTicketHistory(tx, { ticketId: ticket.id, userId: null, field: 'assignee', from, to });
  if (agentId !== null) await stampAssigned(tx, agentId, now);
  await announceTicketChange(tx, ticket.id);
  return { ticket: updated, from, to };
}
