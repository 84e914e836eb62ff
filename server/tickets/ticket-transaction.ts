import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { tickets, type Ticket } from '@/server/db/schema';
import { notifyTicketEvent } from '@/server/notifications/notify-ticket-event';
import { announceTicketChange } from '@/server/realtime/announce';
import type { SessionUser } from '@/utils/session-user';
import { loadVisibleTicket } from './load-ticket';
import { recordTicketHistories, type TicketChange } from './record-history';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type TicketUpdate = Partial<Omit<typeof tickets.$inferInsert, 'id' | 'number' | 'searchVector'>>;

/**
 * Runs `work` in one transaction on the ticket, locked for update; 404 when the user may not
 * see it. Services check their permission on the loaded ticket inside `work`.
 */
export function inTicketTransaction<T>(
  { db, user, id }: { db: Database; user: SessionUser; id: number },
  work: (tx: Tx, ticket: Ticket) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => work(tx, await loadVisibleTicket({ db: tx, user, id, forUpdate: true })));
}

export async function updateTicket(tx: Tx, id: number, values: TicketUpdate): Promise<Ticket> {
  const [updated] = await tx
    .update(tickets)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tickets.id, id))
    .returning();
  return updated;
}

export interface TicketEventInput {
  /** The ticket after the change: its assignee and publication decide who hears about it. */
  ticket: Ticket;
  actorId: number;
  changes: Omit<TicketChange, 'ticketId' | 'userId'>[];
  type: string;
  title: string;
}

/** History rows for every changed field, one notification fan-out and the ticket's live event, inside the caller's transaction. */
export async function recordTicketEvent(tx: Tx, { ticket, actorId, changes, type, title }: TicketEventInput): Promise<void> {
  await recordTicketHistories(
    tx,
    changes.map((change) => ({ ...change, ticketId: ticket.id, userId: actorId })),
  );
  await notifyTicketEvent(tx, { ticket, actorId, type, title, content: ticket.title });
  await announceTicketChange(tx, ticket.id);
}
