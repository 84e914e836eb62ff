import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { tickets } from '@/server/db/schema';
import { authorize } from '@/server/http/authorize';
import { announceTicketChange } from '@/server/realtime/announce';
import { conflict } from '@/server/http/errors';
import { isKeptForHistory } from '@/utils/rules/ticket-deletion';
import type { SessionUser } from '@/utils/session-user';
import { ticketContext } from './load-ticket';
import { inTicketTransaction } from './ticket-transaction';

/**
 * Admins may delete any ticket; the requester only while it is not SELESAI. Comments,
 * histories, subscriptions and notifications of the ticket go with it (foreign key cascades).
 */
export async function deleteTicket({ db, user, id }: { db: Database; user: SessionUser; id: number }): Promise<void> {
  await inTicketTransaction({ db, user, id }, async (tx, ticket) => {
    authorize(user, 'delete-ticket', { ticket: ticketContext(ticket) }, 'Hanya pengaju atau admin yang dapat menghapus tiket');
    if (isKeptForHistory(user.current_role, ticket.statusCode)) throw conflict('Tiket yang sudah selesai tidak dapat dihapus');
    await tx.delete(tickets).where(eq(tickets.id, id));
    // Streams following it check it again and let it go (server/realtime/live-stream.ts).
    await announceTicketChange(tx, id);
  });
}
