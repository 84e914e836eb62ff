import type { Database } from '@/server/db/client';
import { authorize } from '@/server/http/authorize';
import type { TicketDetail } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { getTicketDetail } from './get-ticket-detail';
import { ticketContext } from './load-ticket';
import { inTicketTransaction, recordTicketEvent, updateTicket, type TicketEventInput } from './ticket-transaction';

/**
 * `PUT`/`DELETE /tickets/{id}/publish` (options-ticket). Publishing sets `published_at`;
 * unpublishing clears it and unpins, since only published tickets may be pinned.
 */
export async function setTicketPublished({ db, user, id, published }: { db: Database; user: SessionUser; id: number; published: boolean }): Promise<TicketDetail> {
  await inTicketTransaction({ db, user, id }, async (tx, ticket) => {
    authorize(user, 'options-ticket', { ticket: ticketContext(ticket) });
    if (ticket.isPublished === published) return;
    const changes: TicketEventInput['changes'] = [{ field: 'publish', from: ticket.isPublished, to: published }];
    const unpin = !published && ticket.isPinned;
    if (unpin) changes.push({ field: 'pin', from: true, to: false });
    const updated = await updateTicket(tx, id, {
      isPublished: published,
      publishedAt: published ? new Date() : null,
      ...(unpin ? { isPinned: false, pinnedAt: null } : {}),
    });
    await recordTicketEvent(tx, {
      ticket: updated,
      actorId: user.id,
      changes,
      type: published ? 'ticket_published' : 'ticket_unpublished',
      title: published ? `Tiket ${ticket.number} dipublikasikan` : `Tiket ${ticket.number} tidak lagi dipublikasikan`,
    });
  });
  return getTicketDetail({ db, user, id });
}
