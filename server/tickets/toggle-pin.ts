import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { tickets } from '@/server/db/schema';
import { authorize } from '@/server/http/authorize';
import { conflict } from '@/server/http/errors';
import { MAX_PINNED_TICKETS, type TicketDetail } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { getTicketDetail } from './get-ticket-detail';
import { loadVisibleTicket, ticketContext } from './load-ticket';
import { recordTicketEvent, updateTicket, type TicketEventInput, type Tx } from './ticket-transaction';

// Serializes pin requests on PostgreSQL so two transactions cannot both count 2 and pin a 4th
// ticket; taken before the ticket row so every pinning transaction locks in the same order.
const PIN_LOCK_KEY = 7_420_001;

async function assertRoomForPin(tx: Tx): Promise<void> {
  const [{ pinned }] = await tx.select({ pinned: count() }).from(tickets).where(eq(tickets.isPinned, true));
  if (pinned >= MAX_PINNED_TICKETS) throw conflict(`Maksimal ${MAX_PINNED_TICKETS} tiket dapat disematkan`);
}

/** `PUT`/`DELETE /tickets/{id}/pin` (options-ticket). Pinning publishes too. */
export async function setTicketPinned({ db, user, id, pinned }: { db: Database; user: SessionUser; id: number; pinned: boolean }): Promise<TicketDetail> {
  await db.transaction(async (tx) => {
    if (pinned) await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(PIN_LOCK_KEY))})`);
    const ticket = await loadVisibleTicket({ db: tx, user, id, forUpdate: true });
    authorize(user, 'options-ticket', { ticket: ticketContext(ticket) });
    if (ticket.isPinned === pinned) return;
    if (pinned) await assertRoomForPin(tx);
    const changes: TicketEventInput['changes'] = [{ field: 'pin', from: ticket.isPinned, to: pinned }];
    const publish = pinned && !ticket.isPublished;
    if (publish) changes.push({ field: 'publish', from: false, to: true });
    const updated = await updateTicket(tx, id, {
      isPinned: pinned,
      pinnedAt: pinned ? new Date() : null,
      ...(publish ? { isPublished: true, publishedAt: ticket.publishedAt ?? new Date() } : {}),
    });
    await recordTicketEvent(tx, {
      ticket: updated,
      actorId: user.id,
      changes,
      type: pinned ? 'ticket_pinned' : 'ticket_unpinned',
      title: pinned ? `Tiket ${ticket.number} disematkan` : `Tiket ${ticket.number} tidak lagi disematkan`,
    });
  });
  return getTicketDetail({ db, user, id });
}
