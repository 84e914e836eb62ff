import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { commentReactions } from '@/server/db/schema';
import type { ReactionEmoji, ReactionSummary } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { commentNotFound, loadCommentView, loadTicketComment } from './load-comment';

export interface ToggleReactionOptions {
  db: Database;
  user: SessionUser;
  ticketId: number;
  commentId: number;
  emoji: ReactionEmoji;
}

function isForeignKeyViolation(error: unknown): boolean {
  const codeOf = (e: unknown) => (e instanceof Error && 'code' in e ? e.code : undefined);
  return codeOf(error) === '23503' || (error instanceof Error && codeOf(error.cause) === '23503');
}

/**
 * Adds the user's reaction, or removes it when it was there. The primary key (comment, user,
 * emoji) makes parallel toggles safe: a second insert does nothing and turns into the delete.
 */
export async function toggleReaction({ db, user, ticketId, commentId, emoji }: ToggleReactionOptions): Promise<ReactionSummary[]> {
  await loadTicketComment({ db, user, ticketId, commentId });
  const inserted = await db
    .insert(commentReactions)
    .values({ commentId, userId: user.id, emoji })
    .onConflictDoNothing()
    .returning({ commentId: commentReactions.commentId })
    .catch((error: unknown) => {
      // The comment was deleted between the check and the insert.
      throw isForeignKeyViolation(error) ? commentNotFound() : error;
    });
  if (inserted.length === 0) {
    await db
      .delete(commentReactions)
      .where(and(eq(commentReactions.commentId, commentId), eq(commentReactions.userId, user.id), eq(commentReactions.emoji, emoji)));
  }
  return (await loadCommentView({ db, user, commentId })).reactions;
}
