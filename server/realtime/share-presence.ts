import type { Database } from '@/server/db/client';
import { authorize } from '@/server/http/authorize';
import { loadVisibleTicket, ticketContext } from '@/server/tickets/load-ticket';
import type { PresenceState } from '@/utils/schemas/realtime';
import type { SessionUser } from '@/utils/session-user';
import { publishLive } from './bus';
import { ticketStaffTopic } from './topics';

/**
 * POST /api/tickets/{id}/presence: a staff member who may answer the ticket says they are typing,
 * viewing or gone; 404 for a ticket they cannot see, 403 when they may not answer it. "Budi sedang
 * mengetik..." goes to the ticket's staff topic and is never stored; browsers forget it a few
 * seconds after the last repeat.
 */
export async function shareTicketPresence({ db, user, ticketId, state }: { db: Database; user: SessionUser; ticketId: number; state: PresenceState }): Promise<void> {
  const ticket = await loadVisibleTicket({ db, user, id: ticketId });
  authorize(user, 'share-ticket-presence', { ticket: ticketContext(ticket) }, 'Hanya staf yang dapat menjawab tiket ini yang dapat membagikan status mengetik');
  const data = { ticketId, userId: user.id, name: user.name ?? user.username, state };
  publishLive([{ id: null, topic: ticketStaffTopic(ticketId), type: 'presence', data }]);
}
