import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { commentReactions, ticketComments, users } from '@/server/db/schema';
import { REACTION_EMOJIS, type ReactionEmoji, type ReactionSummary, type TicketCommentView } from '@/utils/schemas/tickets';
import { commentsVisibleTo, type Viewer } from './comment-visibility';
import { isoOf, jsonObject, scalar, userSummaryOf } from './ticket-view';

type Reader = Pick<Database, 'select'>;

export interface LoadCommentViewsOptions {
  db: Reader;
  /** Internal notes only reach those who may see them. */
  user: Viewer;
  /** Every comment of this ticket, oldest first. */
  ticketId?: number;
  /** Only these comments (e.g. the one just written). */
  commentIds?: number[];
}

/** `[emoji, user id, name, username]` of one reaction, oldest first, as the comments JSON carries them. */
type ReactionTuple = [string, number, string | null, string];

/** A comment as PostgreSQL builds it: the API's shape with the reactions not yet grouped. */
export type CommentJson = Omit<TicketCommentView, 'reactions'> & { reactions: ReactionTuple[] };

const reactionsOfComment = sql`(select coalesce(json_agg(json_build_array(${commentReactions.emoji}, ${users.id}, ${users.name}, ${users.username})
    order by ${commentReactions.createdAt}, ${commentReactions.userId}), '[]'::json)
  from ${commentReactions} inner join ${users} on ${users.id} = ${commentReactions.userId}
  where ${commentReactions.commentId} = ${ticketComments.id})`;

/**
 * The comments matching `where` as one JSON array, oldest first, each with its author and its
 * reactions: one value whatever the number of comments and reactions (a correlated subquery per
 * comment on the `comment_reactions` primary key). Usable as a column of a ticket select.
 */
export function commentsJson(where: SQL | undefined): SQL<CommentJson[]> {
  const comment = jsonObject([
    ['id', ticketComments.id],
    ['ticket_id', ticketComments.ticketId],
    ['user', userSummaryOf(ticketComments.userId)],
    ['user_id', ticketComments.userId],
    ['markdown', ticketComments.markdown],
    ['html', ticketComments.html],
    ['is_answer', ticketComments.isAnswer],
    ['is_edited', ticketComments.isEdited],
    ['is_internal', ticketComments.isInternal],
    ['reactions', reactionsOfComment],
    ['created_at', isoOf(ticketComments.createdAt)],
    ['updated_at', isoOf(ticketComments.updatedAt)],
  ]);
  return scalar<CommentJson[]>(
    sql`(select coalesce(json_agg(${comment} order by ${ticketComments.createdAt}, ${ticketComments.id}), '[]'::json)
      from ${ticketComments} where ${where ?? sql`true`})`,
  );
}

const isReactionEmoji = (value: string): value is ReactionEmoji => (REACTION_EMOJIS as readonly string[]).includes(value);

/** One comment's reactions grouped by emoji (first reaction first), users oldest first. */
export function summarizeReactions(reactions: ReactionTuple[], viewerId: number): ReactionSummary[] {
  const groups = new Map<ReactionEmoji, ReactionSummary>();
  for (const [emoji, id, name, username] of reactions) {
    // An emoji dropped from the list since it was stored is not shown.
    if (!isReactionEmoji(emoji)) continue;
    const group = groups.get(emoji) ?? { emoji, count: 0, users: [], reacted_by_me: false };
    groups.set(emoji, group);
    group.count += 1;
    group.users.push({ id, name, username });
    if (id === viewerId) group.reacted_by_me = true;
  }
  return [...groups.values()];
}

/** The API's comments from `commentsJson`, reactions grouped as `viewerId` sees them. */
export function toCommentViews(comments: CommentJson[], viewerId: number): TicketCommentView[] {
  return comments.map((comment) => ({ ...comment, reactions: summarizeReactions(comment.reactions, viewerId) }));
}

/** Comments as the API shows them, with author and reactions, in one statement whatever their number. */
export async function loadCommentViews(options: LoadCommentViewsOptions): Promise<TicketCommentView[]> {
  const { db, user, ticketId, commentIds } = options;
  if (commentIds !== undefined && commentIds.length === 0) return [];
  const where = and(
    ticketId !== undefined ? eq(ticketComments.ticketId, ticketId) : undefined,
    commentIds !== undefined ? inArray(ticketComments.id, commentIds) : undefined,
    commentsVisibleTo(user),
  );
  const [row] = await db.select({ comments: commentsJson(where) }).from(sql`(select 1) as one`);
  return toCommentViews(row?.comments ?? [], user.id);
}
