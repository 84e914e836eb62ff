import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { ticketComments, ticketHistories, ticketSubscriptions, tickets, type Ticket } from '@/server/db/schema';
import { conflict, notFound } from '@/server/http/errors';
import { notifyUsers } from '@/server/notifications/notify-users';
import { announceTicketChange } from '@/server/realtime/announce';
import { mergeRefusal, MERGED_STATUS } from '@/utils/rules/ticket-merge';
import type { TicketDetail } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { getTicketDetail } from './get-ticket-detail';
import { recordTicketHistories } from './record-history';
import type { Tx } from './ticket-transaction';

/** Both tickets locked for update, in id order so two merges of the same pair cannot deadlock. */
async function lockPair(tx: Tx, sourceId: number, targetId: number): Promise<{ source: Ticket; target: Ticket }> {
  const rows = await tx.select().from(tickets).where(inArray(tickets.id, [sourceId, targetId])).orderBy(tickets.id).for('update');
  const source = rows.find((t) => t.id === sourceId);
  const target = rows.find((t) => t.id === targetId);
  if (!source) throw notFound('Tiket tidak ditemukan');
  if (!target) throw notFound('Tiket tujuan tidak ditemukan');
  return { source, target };
}

/**
 * Comments, followers and history rows of `source` become `target`'s (followers already there are
 * kept once). The duplicate's own creation row keeps its number (`from_value`), so the target's
 * history reads "membuat tiket HD-1" beside its own creation instead of a second bare one.
 */
async function moveConversation(tx: Tx, source: Ticket, target: Ticket): Promise<void> {
  await tx.update(ticketComments).set({ ticketId: target.id }).where(eq(ticketComments.ticketId, source.id));
  await tx
    .insert(ticketSubscriptions)
    .select(tx.select({ ticketId: sql<number>`${target.id}::integer`.as('ticket_id'), userId: ticketSubscriptions.userId, createdAt: ticketSubscriptions.createdAt }).from(ticketSubscriptions).where(eq(ticketSubscriptions.ticketId, source.id)))
    .onConflictDoNothing();
  await tx.delete(ticketSubscriptions).where(eq(ticketSubscriptions.ticketId, source.id));
  await tx
    .update(ticketHistories)
    .set({ fromValue: source.number })
    .where(and(eq(ticketHistories.ticketId, source.id), eq(ticketHistories.field, 'created')));
  await tx.update(ticketHistories).set({ ticketId: target.id }).where(eq(ticketHistories.ticketId, source.id));
}

/**
 * `POST /tickets/{id}/merge` (merge-ticket, staff): the duplicate `id` is folded into `targetId` in
 * one transaction. Its comments, followers and history move; it is closed (Ditolak) and points to the
 * target, whose page it then redirects to; the requester is told. Refused (409) into itself, from or
 * into a merged ticket, or across requesters (a requester's private conversation never lands on
 * someone else's ticket).
 */
export async function mergeTicket({ db, user, id, targetId }: { db: Database; user: SessionUser; id: number; targetId: number }): Promise<TicketDetail> {
  await db.transaction(async (tx) => {
    const { source, target } = await lockPair(tx, id, targetId);
    const refusal = mergeRefusal(source, target);
    if (refusal) throw conflict(refusal);
    await moveConversation(tx, source, target);
    await tx
      .update(tickets)
      .set({ totalComments: sql`${tickets.totalComments} + ${source.totalComments}`, updatedAt: new Date() })
      .where(eq(tickets.id, target.id));
    await tx
      .update(tickets)
      .set({ mergedIntoId: target.id, statusCode: MERGED_STATUS, totalComments: 0, isPinned: false, pinnedAt: null, completedAt: new Date(), updatedAt: new Date() })
      .where(eq(tickets.id, source.id));
    await recordTicketHistories(tx, [
      { ticketId: target.id, userId: user.id, field: 'merge', from: source.number, to: target.number },
      { ticketId: source.id, userId: user.id, field: 'merge', from: source.number, to: target.number },
    ]);
    await notifyUsers(tx, {
      toUserIds: [source.requesterId],
      fromUserId: user.id,
      type: 'ticket_merged',
      ticketId: target.id,
      title: `Tiket ${source.number} digabungkan ke ${target.number}`,
      content: target.title,
    });
    await announceTicketChange(tx, source.id);
    await announceTicketChange(tx, target.id);
  });
  return getTicketDetail({ db, user, id: targetId });
}
