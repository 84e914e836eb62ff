import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { postLikes, posts, users } from '@/server/db/schema';
import { iso } from '@/server/tickets/user-summary';
import type { PostLikeView, PostView } from '@/utils/schemas/feed';
import type { SessionUser } from '@/utils/session-user';
import { loadPost } from './load-post';
import { alreadyNotified, notifyFeed } from './notify-feed';
import { postView } from './post-view';

interface LikeRef {
  db: Database;
  user: SessionUser;
  id: number;
}

/** Everyone who liked the post, first like first, each with the account ids the spec names (section 3). */
export async function listLikes({ db, id }: Omit<LikeRef, 'user'>): Promise<{ data: PostLikeView[]; total: number }> {
  await loadPost(db, id);
  const rows = await db
    .select({ createdAt: postLikes.createdAt, user: { id: users.id, custom_id: users.customId, username: users.username, name: users.name, image: users.image } })
    .from(postLikes)
    .innerJoin(users, eq(users.id, postLikes.userId))
    .where(eq(postLikes.postId, id))
    .orderBy(asc(postLikes.createdAt), asc(postLikes.userId));
  return { data: rows.map((r) => ({ user: r.user, created_at: iso(r.createdAt) })), total: rows.length };
}

/**
 * Like (idempotent): only a like that was not there moves the count, and the author hears of a
 * person's like of a post once (not again after an unlike and a like). The post row is locked
 * first, so the count and the likes never drift apart under concurrent calls.
 */
export async function likePost({ db, user, id }: LikeRef): Promise<PostView> {
  await db.transaction(async (tx) => {
    const post = await loadPost(tx, id, true);
    const added = await tx.insert(postLikes).values({ postId: id, userId: user.id }).onConflictDoNothing().returning({ postId: postLikes.postId });
    if (added.length === 0) return;
    await tx.update(posts).set({ likesCount: sql`${posts.likesCount} + 1` }).where(eq(posts.id, id));
    const liked = { type: 'post_liked', to: post.userId, actor: user, postId: id } as const;
    if (!(await alreadyNotified(tx, liked))) await notifyFeed(tx, liked);
  });
  return postView(db, user, id);
}

/** Unlike (idempotent): the count drops only when a like was removed. */
export async function unlikePost({ db, user, id }: LikeRef): Promise<PostView> {
  await db.transaction(async (tx) => {
    await loadPost(tx, id, true);
    const removed = await tx
      .delete(postLikes)
      .where(and(eq(postLikes.postId, id), eq(postLikes.userId, user.id)))
      .returning({ postId: postLikes.postId });
    if (removed.length === 0) return;
    await tx.update(posts).set({ likesCount: sql`greatest(${posts.likesCount} - 1, 0)` }).where(eq(posts.id, id));
  });
  return postView(db, user, id);
}
