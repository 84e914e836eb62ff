import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { ticketComments } from '@/server/db/schema';
import { authorize } from '@/server/http/authorize';
import { conflict } from '@/server/http/errors';
import { notifyTicketEvent } from '@/server/notifications/notify-ticket-event';
import { announceComment } from '@/server/realtime/announce';
import { ticketContext } from '@/server/tickets/load-ticket';
import { recordTicketHistory } from '@/server/tickets/record-history';
import type { TicketCommentView } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { loadCommentView, loadTicketComment } from './load-comment';

export interface MarkAnswerOptions {
  db: Database;
  user: SessionUser;
  ticketId: number;
  commentId: number;
  /** true: this comment becomes the ticket's answer (replacing any other); false: it stops being one. */
  isAnswer: boolean;
}

/**
 * Marks or unmarks the answer of a ticket (admin or the assigned agent). The ticket row lock
 * serializes concurrent marks; the partial unique index keeps one answer per ticket regardless.
 * Repeating a mark is harmless and does not notify again.
 */
export async function setCommentAnswer({ db, user, ticketId, commentId, isAnswer }: MarkAnswerOptions): Promise<TicketCommentView> {
  await db.transaction(async (tx) => {
    const { ticket, comment } = await loadTicketComment({ db: tx, user, ticketId, commentId, forUpdate: true });
    authorize(user, 'mark-answer', { ticket: ticketContext(ticket) }, 'Hanya admin atau agen tiket yang dapat menandai jawaban');
    if (isAnswer && comment.isInternal) throw conflict('Catatan internal tidak dapat menjadi jawaban');
    if (comment.isAnswer === isAnswer) return;
    if (isAnswer) {
      await tx
        .update(ticketComments)
        .set({ isAnswer: false })
        .where(and(eq(ticketComments.ticketId, ticketId), eq(ticketComments.isAnswer, true), ne(ticketComments.id, commentId)));
    }
    await tx.update(ticketComments).set({ isAnswer }).where(eq(ticketComments.id, commentId));
    await recordTicketHistory(tx, { ticketId, userId: user.id, field: 'answer', from: isAnswer ? null : commentId, to: isAnswer ? commentId : null });
    await announceComment(tx, { ticketId, commentId, change: 'answer', isInternal: false });
    if (isAnswer) {
      await notifyTicketEvent(tx, { ticket, actorId: user.id, type: 'answer_marked', title: `Jawaban ditandai pada tiket ${ticket.number}` });
    }
  });
  return loadCommentView({ db, user, commentId });
}
