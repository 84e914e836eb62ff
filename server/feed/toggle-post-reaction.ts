import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { postReactions } from '@/server/db/schema';
import type { ReactionEmoji } from '@/utils/schemas/ticket-codes';
import type { PostView } from '@/utils/schemas/feed';
import type { SessionUser } from '@/utils/session-user';
import { loadPost } from './load-post';
import { postView } from './post-view';

/**
 * Adds the user's reaction, or removes it when it was there. The post row, locked first,
 * serialises toggles on one post, so N parallel toggles end as N sequential ones.
 */
export async function togglePostReaction({ db, user, id, emoji }: { db: Database; user: SessionUser; id: number; emoji: ReactionEmoji }): Promise<PostView> {
  await db.transaction(async (tx) => {
    await loadPost(tx, id, true);
    const mine = and(eq(postReactions.postId, id), eq(postReactions.userId, user.id), eq(postReactions.emoji, emoji));
    const removed = await tx.delete(postReactions).where(mine).returning({ postId: postReactions.postId });
    if (removed.length === 0) await tx.insert(postReactions).values({ postId: id, userId: user.id, emoji });
  });
  return postView(db, user, id);
}
