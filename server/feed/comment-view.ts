import { asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { postComments, users, type PostComment } from '@/server/db/schema';
import { iso, userSummaryColumns } from '@/server/tickets/user-summary';
import type { FeedCommentView } from '@/utils/schemas/feed';
import type { UserSummary } from '@/utils/schemas/common';
import type { SessionUser } from '@/utils/session-user';
import { commentNotFound, mayDelete, mayEdit } from './load-post';

type Reader = Pick<Database, 'select'>;

const viewOf = (user: SessionUser, comment: PostComment, author: UserSummary): FeedCommentView => ({
  id: comment.id,
  post_id: comment.postId,
  parent_id: comment.parentId,
  author,
  content_markdown: comment.contentMarkdown,
  content_html: comment.contentHtml,
  can_edit: mayEdit(user, comment),
  can_delete: mayDelete(user, comment),
  is_edited: comment.updatedAt > comment.createdAt,
  created_at: iso(comment.createdAt),
  replies: [],
});

async function commentRows(db: Reader, where: SQL) {
  return db
    .select({ comment: postComments, author: userSummaryColumns(users) })
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.userId))
    .where(where)
    .orderBy(asc(postComments.createdAt), asc(postComments.id));
}

/** A post's comments as a tree: top-level ones oldest first, each with its replies (and theirs). */
export async function commentThread(db: Reader, user: SessionUser, postId: number): Promise<FeedCommentView[]> {
  const views = (await commentRows(db, eq(postComments.postId, postId))).map((r) => viewOf(user, r.comment, r.author));
  const byId = new Map(views.map((v) => [v.id, v]));
  const roots: FeedCommentView[] = [];
  for (const view of views) {
    const parent = view.parent_id === null ? undefined : byId.get(view.parent_id);
    if (parent) parent.replies.push(view);
    else roots.push(view);
  }
  return roots;
}

/** One comment, without its replies (the answer of a create or an edit). */
export async function commentView(db: Reader, user: SessionUser, id: number): Promise<FeedCommentView> {
  const [row] = await commentRows(db, eq(postComments.id, id));
  if (!row) throw commentNotFound();
  return viewOf(user, row.comment, row.author);
}

/** The ids of a comment and every reply below it, from the post's (id, parent) pairs. */
export function subtreeIds(pairs: { id: number; parentId: number | null }[], rootId: number): Set<number> {
  const ids = new Set([rootId]);
  // Replies are always younger than their parent, but ids need not be in order: repeat until stable.
  let grew = true;
  while (grew) {
    grew = false;
    for (const p of pairs) {
      if (p.parentId !== null && ids.has(p.parentId) && !ids.has(p.id)) {
        ids.add(p.id);
        grew = true;
      }
    }
  }
  return ids;
}
