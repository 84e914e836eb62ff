import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { ticketComments, tickets } from '@/server/db/schema';
import { announceComment } from '@/server/realtime/announce';
import type { SessionUser } from '@/utils/session-user';
import { authorizeCommentChange } from './authorize-comment-change';
import { commentNotFound, loadTicketComment } from './load-comment';

export interface RemoveCommentOptions {
  db: Database;
  user: SessionUser;
  ticketId: number;
  commentId: number;
}

/**
 * The author (agent or user) deletes a comment; the ticket's counter follows in the same
 * transaction. The DELETE ... RETURNING decides: two concurrent deletes decrement once.
 */
export async function removeComment({ db, user, ticketId, commentId }: RemoveCommentOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const { ticket, comment } = await loadTicketComment({ db: tx, user, ticketId, commentId, forUpdate: true });
    authorizeCommentChange(user, 'remove-comment', ticket, comment, 'Hanya penulis yang dapat menghapus komentar');
    const deleted = await tx.delete(ticketComments).where(eq(ticketComments.id, commentId)).returning({ id: ticketComments.id });
    if (deleted.length === 0) throw commentNotFound();
    await announceComment(tx, { ticketId, commentId, change: 'removed', isInternal: comment.isInternal });
    // Internal notes were never counted.
    if (comment.isInternal) return;
    await tx
      .update(tickets)
      .set({ totalComments: sql`greatest(${tickets.totalComments} - 1, 0)` })
      .where(eq(tickets.id, ticketId));
  });
}
