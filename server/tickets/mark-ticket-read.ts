import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { ticketReads } from '@/server/db/schema';
import { authorize } from '@/server/http/authorize';
import type { SessionUser } from '@/utils/session-user';
import { loadVisibleTicket, ticketContext } from './load-ticket';

/**
 * `PUT /tickets/{id}/read`: the ticket page was opened, so replies up to now are read. A write of
 * its own (never a side effect of `GET`); a hidden ticket is 404 like everywhere else.
 */
export async function markTicketRead({ db, user, id }: { db: Database; user: SessionUser; id: number }): Promise<void> {
  const ticket = await loadVisibleTicket({ db, user, id });
  authorize(user, 'mark-ticket-read', { ticket: ticketContext(ticket) });
  await db
    .insert(ticketReads)
    .values({ userId: user.id, ticketId: id })
    .onConflictDoUpdate({ target: [ticketReads.userId, ticketReads.ticketId], set: { lastReadAt: sql`now()` } });
}
