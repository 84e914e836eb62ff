import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { tickets } from '@/server/db/schema';
import { conflict, forbidden } from '@/server/http/errors';
import type { SessionUser } from '@/utils/session-user';
import { inTicketTransaction } from './ticket-transaction';

/**
 * Admins may delete any ticket; the requester only while it is not SELESAI. Comments,
 * histories, subscriptions and notifications of the ticket go with it (foreign key cascades).
 */
export async function deleteTicket({ db, user, id }: { db: Database; user: SessionUser; id: number }): Promise<void> {
  await inTicketTransaction({ db, user, id }, async (tx, ticket) => {
    const isAdmin = user.current_role === 'admin';
    if (!isAdmin && ticket.requesterId !== user.id) throw forbidden('Hanya pengaju atau admin yang dapat menghapus tiket');
    if (!isAdmin && ticket.statusCode === 'SELESAI') throw conflict('Tiket yang sudah selesai tidak dapat dihapus');
    await tx.delete(tickets).where(eq(tickets.id, id));
  });
}
