import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { commentReactions, ticketComments, users } from '@/server/db/schema';
import { REACTION_EMOJIS, type ReactionEmoji, type ReactionSummary, type TicketCommentView } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { iso, userSummaryColumns } from './user-summary';

type Reader = Pick<Database, 'select'>;

const commentColumns = {
  id: ticketComments.id,
  ticketId: ticketComments.ticketId,
  userId: ticketComments.userId,
  markdown: ticketComments.markdown,
  html: ticketComments.html,
  isAnswer: ticketComments.isAnswer,
  isEdited: ticketComments.isEdited,
  createdAt: ticketComments.createdAt,
  updatedAt: ticketComments.updatedAt,
};

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

/** `[emoji, user id, name, username]` of one reaction, as the comments query aggregates them. */
type ReactionTuple = [string, number, string | null, string];

/**
 * Comments as the API shows them, with author and reactions, in one statement whatever the
 * number of comments: each comment carries its reactions (oldest first, with their users) as a
 * JSON array from a correlated subquery on the `comment_reactions` primary key.
 */
export async function loadCommentViews(options: LoadCommentViewsOptions): Promise<TicketCommentView[]> {
  const { db, user, commentIds } = options;
  if (commentIds !== undefined && commentIds.length === 0) return [];
  const reactions = sql<ReactionTuple[]>`(
    select coalesce(json_agg(json_build_array(r.emoji, u.id, u.name, u.username) order by r.created_at, r.user_id), '[]'::json)
    from ${commentReactions} r inner join ${users} u on u.id = r.user_id
    where r.comment_id = ${ticketComments.id})`;
  const rows = await db
    .select({ comment: commentColumns, user: userSummaryColumns(users), reactions })
    .from(ticketComments)
    .innerJoin(users, eq(users.id, ticketComments.userId))
    .where(commentsWhere(options))
    .orderBy(asc(ticketComments.createdAt), asc(ticketComments.id));
  const reactionsByComment = summarizeReactions(
    rows.flatMap(({ comment, reactions: list }) =>
      list.map(([emoji, id, name, username]) => ({ commentId: comment.id, emoji, user: { id, name, username } })),
    ),
    user.id,
  );
  return rows.map(({ comment, user: author }) => ({
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
