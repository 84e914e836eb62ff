import type { Database } from '@/server/db/client';
import { authorize } from '@/server/http/authorize';
import { loadVisibleTicket, ticketContext } from '@/server/tickets/load-ticket';
import type { PresenceState } from '@/utils/schemas/realtime';
import type { SessionUser } from '@/utils/session-user';
import { publishLive } from './bus';
import { ticketStaffTopic } from './topics';

/**
 * POST /api/tickets/{id}/presence: a staff member says they are typing (share-ticket-presence: who
 * may answer it), viewing or gone (share-ticket-viewing: any staff); 404 for a ticket they cannot
 * see, 403 otherwise. "Budi sedang mengetik..." and "Sedang dibuka oleh Budi" go to the ticket's
 * staff topic and are never stored; browsers forget them a while after the last repeat.
 */
export async function shareTicketPresence({ db, user, ticketId, state }: { db: Database; user: SessionUser; ticketId: number; state: PresenceState }): Promise<void> {
  const ticket = await loadVisibleTicket({ db, user, id: ticketId });
  if (state === 'typing') {
    authorize(user, 'share-ticket-presence', { ticket: ticketContext(ticket) }, 'Hanya staf yang dapat menjawab tiket ini yang dapat membagikan status mengetik');
  } else {
    authorize(user, 'share-ticket-viewing', { ticket: ticketContext(ticket) }, 'Hanya staf yang dapat membagikan siapa yang sedang membuka tiket');
  }
  const data = { ticketId, userId: user.id, name: user.name ?? user.username, state };
  publishLive([{ id: null, topic: ticketStaffTopic(ticketId), type: 'presence', data }]);
}
