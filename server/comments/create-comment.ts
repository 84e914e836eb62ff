import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { ticketComments, tickets } from '@/server/db/schema';
import { authorize } from '@/server/http/authorize';
import { renderMarkdown } from '@/server/markdown/render-markdown';
import { announceComment } from '@/server/realtime/announce';
import { notifyTicketEvent } from '@/server/notifications/notify-ticket-event';
import { loadVisibleTicket, ticketContext } from '@/server/tickets/load-ticket';
import { recordTicketHistory } from '@/server/tickets/record-history';
import { moveTicketStatus } from '@/server/tickets/change-status';
import { recordHistory } from '@/server/users/histories';
import { conflict } from '@/server/http/errors';
import type { StatusCode, TicketCommentView } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { loadCommentView } from './load-comment';
import { notifyMentions } from './notify-mentions';
import type { RequestMeta } from './request-meta';

export interface CreateCommentOptions {
  db: Database;
  user: SessionUser;
  ticketId: number;
  markdown: string;
  /** A note for staff only (create-internal-note): not counted, not in the ticket's history, staff notified. */
  isInternal?: boolean;
  /** Moves the ticket with the reply ("Kirim & selesaikan"): change-status and the lifecycle, or nothing is written. */
  status?: StatusCode;
  /** The sender's key for this reply: a second post with it writes nothing and answers the first comment. */
  clientKey?: string;
  meta?: RequestMeta;
}

const NOTIFICATION_EXCERPT = 200;

/**
 * A new comment: the comment, the ticket's counter, the ticket history, the user's activity
 * ('Anda berkomentar') and the notifications are written in one transaction. The ticket row
 * is locked first so a concurrent lock/unpublish cannot slip between the check and the insert.
 * A `status` moves the ticket after the comment in the same transaction (its history row comes
 * after the reply's, as the requester reads them); a refused move writes nothing.
 */
export async function createComment({ db, user, ticketId, markdown, isInternal = false, status, clientKey, meta = {} }: CreateCommentOptions): Promise<TicketCommentView> {
  const html = await renderMarkdown(markdown);
  const commentId = await db.transaction(async (tx) => {
    const ticket = await loadVisibleTicket({ db: tx, user, id: ticketId, forUpdate: true });
    // Read under the ticket's lock: a repeat of the same key waits for the first and finds it.
    const sent = clientKey === undefined ? undefined : await sentWithKey(tx, user.id, clientKey);
    if (sent) {
      if (sent.ticketId !== ticketId) throw conflict('Kunci balasan sudah dipakai pada tiket lain');
      return sent.id;
    }
    if (isInternal) authorize(user, 'create-internal-note', { ticket: ticketContext(ticket) }, 'Hanya admin dan agen yang dapat menulis catatan internal');
    else authorize(user, 'create-comment', { ticket: ticketContext(ticket) }, 'Anda tidak dapat berkomentar pada tiket ini');
    const [comment] = await tx.insert(ticketComments).values({ ticketId, userId: user.id, markdown, html, isInternal, clientKey }).returning({ id: ticketComments.id });
    // The count and the history are seen by requesters: an internal note leaves neither.
    if (!isInternal) {
      await tx
        .update(tickets)
        .set({ totalComments: sql`${tickets.totalComments} + 1`, updatedAt: sql`now()` })
        .where(eq(tickets.id, ticketId));
      await recordTicketHistory(tx, { ticketId, userId: user.id, field: 'comment', to: comment.id });
    }
    await recordHistory({ db: tx, userId: user.id, kind: 'comment', ...meta });
    await notifyTicketEvent(tx, {
      ticket,
      actorId: user.id,
      type: 'comment_created',
      title: isInternal ? `Catatan internal baru pada tiket ${ticket.number}` : `Komentar baru pada tiket ${ticket.number}`,
      content: markdown.slice(0, NOTIFICATION_EXCERPT),
      staffOnly: isInternal,
    });
    await notifyMentions(tx, { ticket, comment: { id: comment.id, markdown, isInternal }, author: user });
    await announceComment(tx, { ticketId, commentId: comment.id, change: 'created', isInternal });
    if (status) await moveTicketStatus(tx, user, ticket, status);
    return comment.id;
  });
  return loadCommentView({ db, user, commentId });
}

async function sentWithKey(tx: Pick<Database, 'select'>, userId: number, clientKey: string) {
  const [row] = await tx
    .select({ id: ticketComments.id, ticketId: ticketComments.ticketId })
    .from(ticketComments)
    .where(and(eq(ticketComments.userId, userId), eq(ticketComments.clientKey, clientKey)));
  return row;
}
