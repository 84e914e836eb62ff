import type { Database } from '@/server/db/client';
import { authorize } from '@/server/http/authorize';
import { loadVisibleTicket, ticketContext } from '@/server/tickets/load-ticket';
import type { PresenceState } from '@/utils/schemas/realtime';
import type { SessionUser } from '@/utils/session-user';
import { publishPresence } from './presence';

/**
 * POST /api/tickets/{id}/presence: a staff member who may answer the ticket says they are typing,
 * viewing or gone; 404 for a ticket they cannot see, 403 when they may not answer it.
 */
export async function shareTicketPresence({ db, user, ticketId, state }: { db: Database; user: SessionUser; ticketId: number; state: PresenceState }): Promise<void> {
  const ticket = await loadVisibleTicket({ db, user, id: ticketId });
  authorize(user, 'share-ticket-presence', { ticket: ticketContext(ticket) }, 'Hanya staf yang dapat menjawab tiket ini yang dapat membagikan status mengetik');
  publishPresence({ ticketId, userId: user.id, name: user.name ?? user.username, state });
}
