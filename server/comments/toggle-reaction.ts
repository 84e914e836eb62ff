import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { commentReactions, ticketComments } from '@/server/db/schema';
import type { ReactionEmoji, ReactionSummary } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { authorizeCommentChange } from './authorize-comment-change';
import { commentNotFound, loadCommentView, loadTicketComment } from './load-comment';

export interface ToggleReactionOptions {
  db: Database;
  user: SessionUser;
  ticketId: number;
  commentId: number;
  emoji: ReactionEmoji;
}

/**
 * Adds the user's reaction, or removes it when it was there. The primary key (comment, user,
 * emoji) rules out duplicates; the comment row, locked FOR NO KEY UPDATE, serialises the toggles
 * on one comment, so N parallel toggles end exactly as N sequential ones (an odd count leaves the
 * reaction). Without it, two toggles racing a third could both find its row and both delete it, losing one.
 * NO KEY UPDATE, not UPDATE: the reaction insert's foreign-key check must not wait on it.
 */
export async function toggleReaction({ db, user, ticketId, commentId, emoji }: ToggleReactionOptions): Promise<ReactionSummary[]> {
  const { ticket, comment } = await loadTicketComment({ db, user, ticketId, commentId });
  authorizeCommentChange(user, 'react-comment', ticket, comment);
  await db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: ticketComments.id }).from(ticketComments).where(eq(ticketComments.id, commentId)).for('no key update');
    // Deleted between the visibility check and the lock.
    if (!locked) throw commentNotFound();
    const mine = and(eq(commentReactions.commentId, commentId), eq(commentReactions.userId, user.id), eq(commentReactions.emoji, emoji));
    const removed = await tx.delete(commentReactions).where(mine).returning({ commentId: commentReactions.commentId });
    if (removed.length === 0) await tx.insert(commentReactions).values({ commentId, userId: user.id, emoji });
  });
  return (await loadCommentView({ db, user, commentId })).reactions;
}
