import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import { postComments, posts } from '@/server/db/schema';
import { AppError } from '@/server/http/errors';
import { renderMarkdown } from '@/server/markdown/render-markdown';
import { feedText } from '@/locales/id/feed';
import type { FeedCommentSchema, FeedCommentView, FeedThread } from '@/utils/schemas/feed';
import type { SessionUser } from '@/utils/session-user';
import { commentThread, commentView } from './comment-view';
import { loadPost } from './load-post';
import { notifyFeed } from './notify-feed';

type Input = z.output<typeof FeedCommentSchema>;

const parentElsewhere = () => new AppError('INVALID_PARENT', 422, feedText.parentElsewhere, [{ path: 'parent_id', message: feedText.parentElsewhere }]);

export async function listThread({ db, user, id }: { db: Database; user: SessionUser; id: number }): Promise<FeedThread> {
  const post = await loadPost(db, id);
  return { data: await commentThread(db, user, id), total: post.commentsCount };
}

/**
 * A comment, or a reply to a comment of the same post (422 otherwise). The count moves in the
 * same transaction; the post's author hears of it (post_commented) and, for a reply, the replied
 * comment's author (comment_replied), once each and never about their own words.
 */
export async function createFeedComment({ db, user, id, input }: { db: Database; user: SessionUser; id: number; input: Input }): Promise<FeedCommentView> {
  const contentHtml = await renderMarkdown(input.content);
  const commentId = await db.transaction(async (tx) => {
    const post = await loadPost(tx, id, true);
    const parentId = input.parent_id ?? null;
    const [parent] = parentId === null ? [] : await tx.select().from(postComments).where(and(eq(postComments.id, parentId), eq(postComments.postId, id)));
    if (parentId !== null && !parent) throw parentElsewhere();
    const [row] = await tx.insert(postComments).values({ postId: id, userId: user.id, parentId, contentMarkdown: input.content, contentHtml }).returning({ id: postComments.id });
    await tx.update(posts).set({ commentsCount: sql`${posts.commentsCount} + 1` }).where(eq(posts.id, id));
    const event = { actor: user, postId: id, content: input.content };
    if (parent) await notifyFeed(tx, { ...event, type: 'comment_replied', to: parent.userId });
    if (parent?.userId !== post.userId) await notifyFeed(tx, { ...event, type: 'post_commented', to: post.userId });
    return row.id;
  });
  return commentView(db, user, commentId);
}
