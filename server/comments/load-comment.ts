import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { ticketComments, tickets, type Ticket, type TicketComment } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { loadCommentViews } from '@/server/tickets/comment-view';
import { commentsVisibleTo } from '@/server/tickets/comment-visibility';
import { can } from '@/utils/permissions';
import { loadVisibleTicket, visibleTicketsFor } from '@/server/tickets/load-ticket';
import type { TicketCommentView } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';

type Reader = Pick<Database, 'select'>;

export const commentNotFound = () => notFound('Komentar tidak ditemukan');

export interface TicketCommentRef {
  db: Reader;
  user: SessionUser;
  ticketId: number;
  commentId: number;
  /** Lock the ticket row first: every multi-row comment write locks ticket, then comment. */
  forUpdate?: boolean;
}

/** A comment of a ticket the user may see; 404 for an invisible ticket or a comment of another ticket. */
export async function loadTicketComment({ db, user, ticketId, commentId, forUpdate = false }: TicketCommentRef): Promise<{ ticket: Ticket; comment: TicketComment }> {
  const ticket = await loadVisibleTicket({ db, user, id: ticketId, forUpdate });
  const query = db
    .select()
    .from(ticketComments)
    .where(and(eq(ticketComments.id, commentId), eq(ticketComments.ticketId, ticketId)));
  const [comment] = forUpdate ? await query.for('update') : await query;
  // An internal note is as missing as a comment that never was, for those who may not see it.
  if (!comment || (comment.isInternal && !can(user, 'see-internal-notes'))) throw commentNotFound();
  return { ticket, comment };
}

/** One comment as the API shows it (author, reactions as seen by `user`). */
export async function loadCommentView({ db, user, commentId }: { db: Reader; user: SessionUser; commentId: number }): Promise<TicketCommentView> {
  const [view] = await loadCommentViews({ db, user, commentIds: [commentId] });
  if (!view) throw commentNotFound();
  return view;
}

/** `GET /comments/{id}`: the comment when its ticket is visible to the user, else 404. */
export async function getVisibleComment({ db, user, commentId }: { db: Reader; user: SessionUser; commentId: number }): Promise<TicketCommentView> {
  const [row] = await db
    .select({ id: ticketComments.id })
    .from(ticketComments)
    .innerJoin(tickets, eq(tickets.id, ticketComments.ticketId))
    .where(and(eq(ticketComments.id, commentId), visibleTicketsFor(user), commentsVisibleTo(user)));
  if (!row) throw commentNotFound();
  return loadCommentView({ db, user, commentId });
}
