import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { ticketSubscriptions } from '@/server/db/schema';
import type { SessionUser } from '@/utils/session-user';
import { loadVisibleTicket } from './load-ticket';

/** `PUT`/`DELETE /tickets/{id}/subscribe`: anyone who can see the ticket; no history, no notification. */
export async function setTicketSubscribed({
  db,
  user,
  id,
  subscribed,
}: {
  db: Database;
  user: SessionUser;
  id: number;
  subscribed: boolean;
}): Promise<{ is_subscribed: boolean }> {
  await loadVisibleTicket({ db, user, id });
  if (subscribed) {
    await db.insert(ticketSubscriptions).values({ ticketId: id, userId: user.id }).onConflictDoNothing();
  } else {
    await db.delete(ticketSubscriptions).where(and(eq(ticketSubscriptions.ticketId, id), eq(ticketSubscriptions.userId, user.id)));
  }
  return { is_subscribed: subscribed };
}
