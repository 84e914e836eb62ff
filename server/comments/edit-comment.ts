import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { ticketComments } from '@/server/db/schema';
import { renderMarkdown } from '@/server/markdown/render-markdown';
import { announceComment } from '@/server/realtime/announce';
import type { TicketCommentView } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { authorizeCommentChange } from './authorize-comment-change';
import { commentNotFound, loadCommentView, loadTicketComment } from './load-comment';
import { notifyMentions } from './notify-mentions';

export interface EditCommentOptions {
  db: Database;
  user: SessionUser;
  ticketId: number;
  commentId: number;
  markdown: string;
}

/**
 * The author rewrites a comment. Markdown and its HTML change in one UPDATE, so concurrent
 * edits end with the last write, never with one edit's markdown next to another's HTML; the
 * live event commits with it.
 */
export async function editComment({ db, user, ticketId, commentId, markdown }: EditCommentOptions): Promise<TicketCommentView> {
  const { ticket, comment } = await loadTicketComment({ db, user, ticketId, commentId });
  authorizeCommentChange(user, 'edit-comment', ticket, comment, 'Hanya penulis yang dapat mengubah komentar');
  const html = await renderMarkdown(markdown);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(ticketComments)
      .set({ markdown, html, isEdited: true, updatedAt: sql`now()` })
      .where(and(eq(ticketComments.id, commentId), eq(ticketComments.ticketId, ticketId)))
      .returning({ id: ticketComments.id });
    if (updated.length === 0) throw commentNotFound();
    // Only the people this edit newly mentions hear of it (comment_mentions keeps who already did).
    await notifyMentions(tx, { ticket, comment: { id: commentId, markdown, isInternal: comment.isInternal }, author: user });
    await announceComment(tx, { ticketId, commentId, change: 'edited', isInternal: comment.isInternal });
  });
  return loadCommentView({ db, user, commentId });
}
