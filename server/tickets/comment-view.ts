import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { commentReactions, ticketComments, users } from '@/server/db/schema';
import { REACTION_EMOJIS, type TicketCommentView } from '@/utils/schemas/tickets';
import { commentsVisibleTo, type Viewer } from './comment-visibility';
import { isoOf, jsonObject, readerId, readerRelation, scalar, userSummaryOf } from './ticket-view';

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

// Reactions grouped as the API shows them, by PostgreSQL: emoji by emoji in the order of each
// one's first reaction, users oldest first, and whether the reader is among them. The detail then
// leaves the database as the API's text, never parsed and serialised again in Node (for a ticket
// with 64 comments that was ~0.4 ms of Node CPU per request, docs/performance.md). An emoji
// dropped from the list since it was stored is not shown. The grouping (two sorts) runs only for
// comments that have reactions: most have none, and an index probe answers that for less.
// Needs `readerRelation` in the statement.
const reactionGroups = sql`(select coalesce(json_agg(json_build_object('emoji', g.emoji, 'count', g.count, 'users', g.users, 'reacted_by_me', g.mine) order by g.first), '[]'::json)
  from (select r.emoji, count(*)::integer as count, min(r.n) as first, bool_or(r.user_id = ${readerId}) as mine,
      json_agg(json_build_object('id', ${users.id}, 'name', ${users.name}, 'username', ${users.username}) order by r.n) as users
    from (select ${commentReactions.emoji} as emoji, ${commentReactions.userId} as user_id,
        row_number() over (order by ${commentReactions.createdAt}, ${commentReactions.userId}) as n
      from ${commentReactions} where ${commentReactions.commentId} = ${ticketComments.id}) r
    inner join ${users} on ${users.id} = r.user_id
    where ${inArray(sql`r.emoji`, [...REACTION_EMOJIS])}
    group by r.emoji) g)`;

const reactionsOfComment = sql`case when exists (select 1 from ${commentReactions} where ${commentReactions.commentId} = ${ticketComments.id}) then ${reactionGroups} else '[]'::json end`;

/**
 * The comments matching `where` as one JSON array, oldest first, each with its author and its
 * reactions: one value whatever the number of comments and reactions (a correlated subquery per
 * comment on the `comment_reactions` primary key). Usable as a column of a select that has
 * `readerRelation` in its `from`.
 */
export function commentsJson(where: SQL | undefined): SQL<TicketCommentView[]> {
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
  return scalar<TicketCommentView[]>(
    sql`(select coalesce(json_agg(${comment} order by ${ticketComments.createdAt}, ${ticketComments.id}), '[]'::json)
      from ${ticketComments} where ${where ?? sql`true`})`,
  );
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
  const [row] = await db.select({ comments: commentsJson(where) }).from(readerRelation(user));
  return row?.comments ?? [];
}
