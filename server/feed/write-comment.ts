import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { postComments, posts } from '@/server/db/schema';
import { renderMarkdown } from '@/server/markdown/render-markdown';
import type { FeedCommentView } from '@/utils/schemas/feed';
import type { SessionUser } from '@/utils/session-user';
import { commentView, subtreeIds } from './comment-view';
import { authorizeDelete, authorizeEdit, commentNotFound, loadFeedComment, loadPost } from './load-post';

interface CommentRef {
  db: Database;
  user: SessionUser;
  id: number;
}

/** Only the author edits (edit-own-content). */
export async function updateFeedComment({ db, user, id, content }: CommentRef & { content: string }): Promise<FeedCommentView> {
  authorizeEdit(user, await loadFeedComment(db, id));
  const contentHtml = await renderMarkdown(content);
  await db.update(postComments).set({ contentMarkdown: content, contentHtml, updatedAt: new Date() }).where(eq(postComments.id, id));
  return commentView(db, user, id);
}

/**
 * The author or a moderator removes a comment with every reply below it (the foreign key
 * cascades); the post's count drops by all of them in the same transaction. The post row is
 * locked first, as creating a comment does, so no reply slips in between counting and deleting.
 */
export async function deleteFeedComment({ db, user, id }: CommentRef): Promise<void> {
  const comment = await loadFeedComment(db, id);
  authorizeDelete(user, comment);
  await db.transaction(async (tx) => {
    await loadPost(tx, comment.postId, true);
    const pairs = await tx.select({ id: postComments.id, parentId: postComments.parentId }).from(postComments).where(eq(postComments.postId, comment.postId));
    const removed = await tx.delete(postComments).where(eq(postComments.id, id)).returning({ id: postComments.id });
    if (removed.length === 0) throw commentNotFound();
    const gone = subtreeIds(pairs, id).size;
    await tx.update(posts).set({ commentsCount: sql`greatest(${posts.commentsCount} - ${gone}, 0)` }).where(eq(posts.id, comment.postId));
  });
}
