import type { Database } from '@/server/db/client';
import { authorize } from '@/server/http/authorize';
import type { TicketDetail } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { getTicketDetail } from './get-ticket-detail';
import { ticketContext } from './load-ticket';
import { inTicketTransaction, recordTicketEvent, updateTicket } from './ticket-transaction';

/** `PUT`/`DELETE /tickets/{id}/lock` (options-ticket); repeating is harmless and records nothing. */
export async function setTicketLocked({ db, user, id, locked }: { db: Database; user: SessionUser; id: number; locked: boolean }): Promise<TicketDetail> {
  await inTicketTransaction({ db, user, id }, async (tx, ticket) => {
    authorize(user, 'options-ticket', { ticket: ticketContext(ticket) });
    if (ticket.isLocked === locked) return;
    const updated = await updateTicket(tx, id, { isLocked: locked });
    await recordTicketEvent(tx, {
      ticket: updated,
      actorId: user.id,
      changes: [{ field: 'lock', from: ticket.isLocked, to: locked }],
      type: locked ? 'ticket_locked' : 'ticket_unlocked',
      title: locked ? `Tiket ${ticket.number} dikunci` : `Kunci tiket ${ticket.number} dibuka`,
    });
  });
  return getTicketDetail({ db, user, id });
}
