import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { tickets, type Ticket } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import type { TicketContext } from '@/utils/permissions';
import type { SessionUser } from '@/utils/session-user';

type Reader = Pick<Database, 'select'>;

/** What a user may see: admins and agents every ticket, a user their own and published ones. */
export function visibleTicketsFor(user: SessionUser): SQL | undefined {
  if (user.current_role !== 'user') return undefined;
  return or(eq(tickets.requesterId, user.id), eq(tickets.isPublished, true));
}

/** A ticket the user may see, or 404 (never 403: existence is not revealed). */
export async function loadVisibleTicket({ db, user, id, forUpdate = false }: { db: Reader; user: SessionUser; id: number; forUpdate?: boolean }): Promise<Ticket> {
  const query = db.select().from(tickets).where(and(eq(tickets.id, id), visibleTicketsFor(user)));
  const [ticket] = forUpdate ? await query.for('update') : await query;
  if (!ticket) throw notFound('Tiket tidak ditemukan');
  return ticket;
}

export function ticketContext(ticket: Pick<Ticket, 'requesterId' | 'assigneeId' | 'isPublished' | 'isLocked'>): TicketContext {
  return {
    requester_id: ticket.requesterId,
    assignee_id: ticket.assigneeId,
    is_published: ticket.isPublished,
    is_locked: ticket.isLocked,
  };
}
