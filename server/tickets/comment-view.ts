import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { commentReactions, ticketComments, users } from '@/server/db/schema';
import { REACTION_EMOJIS, type ReactionEmoji, type ReactionSummary, type TicketCommentView } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { iso, userSummaryColumns } from './user-summary';

type Reader = Pick<Database, 'select'>;

export interface LoadCommentViewsOptions {
  db: Reader;
  user: Pick<SessionUser, 'id'>;
  /** Every comment of this ticket, oldest first. */
  ticketId?: number;
  /** Only these comments (e.g. the one just written). */
  commentIds?: number[];
}

function commentsWhere({ ticketId, commentIds }: LoadCommentViewsOptions): SQL | undefined {
  return and(
    ticketId !== undefined ? eq(ticketComments.ticketId, ticketId) : undefined,
    commentIds !== undefined ? inArray(ticketComments.id, commentIds) : undefined,
  );
}

interface ReactionRow {
  commentId: number;
  emoji: string;
  user: { id: number; name: string | null; username: string };
}

const isReactionEmoji = (value: string): value is ReactionEmoji => (REACTION_EMOJIS as readonly string[]).includes(value);

/** Per comment, reactions grouped by emoji (first reaction first), users oldest first. */
export function summarizeReactions(rows: ReactionRow[], viewerId: number): Map<number, ReactionSummary[]> {
  const byComment = new Map<number, Map<string, ReactionSummary>>();
  for (const row of rows) {
    // An emoji dropped from the list since it was stored is not shown.
    if (!isReactionEmoji(row.emoji)) continue;
    const emoji = row.emoji;
    const groups = byComment.get(row.commentId) ?? new Map<string, ReactionSummary>();
    byComment.set(row.commentId, groups);
    const group = groups.get(emoji) ?? { emoji, count: 0, users: [], reacted_by_me: false };
    groups.set(emoji, group);
    group.count += 1;
    group.users.push(row.user);
    if (row.user.id === viewerId) group.reacted_by_me = true;
  }
  return new Map([...byComment].map(([id, groups]) => [id, [...groups.values()]]));
}

/**
 * Comments as the API shows them, with author and reactions: two queries whatever the number of
 * comments (comments with authors, reactions with their users), run side by side.
 */
export async function loadCommentViews(options: LoadCommentViewsOptions): Promise<TicketCommentView[]> {
  const { db, user, commentIds } = options;
  if (commentIds !== undefined && commentIds.length === 0) return [];
  const where = commentsWhere(options);
  const [comments, reactions] = await Promise.all([
    db
      .select({ comment: ticketComments, user: userSummaryColumns(users) })
      .from(ticketComments)
      .innerJoin(users, eq(users.id, ticketComments.userId))
      .where(where)
      .orderBy(asc(ticketComments.createdAt), asc(ticketComments.id)),
    db
      .select({
        commentId: commentReactions.commentId,
        emoji: commentReactions.emoji,
        user: { id: users.id, name: users.name, username: users.username },
      })
      .from(commentReactions)
      .innerJoin(ticketComments, eq(ticketComments.id, commentReactions.commentId))
      .innerJoin(users, eq(users.id, commentReactions.userId))
      .where(where)
      .orderBy(asc(commentReactions.createdAt), asc(commentReactions.userId)),
  ]);
  const reactionsByComment = summarizeReactions(reactions, user.id);
  return comments.map(({ comment, user: author }) => ({
    id: comment.id,
    ticket_id: comment.ticketId,
    user: author,
    user_id: comment.userId,
    markdown: comment.markdown,
    html: comment.html,
    is_answer: comment.isAnswer,
    is_edited: comment.isEdited,
    reactions: reactionsByComment.get(comment.id) ?? [],
    created_at: iso(comment.createdAt),
    updated_at: iso(comment.updatedAt),
  }));
}
