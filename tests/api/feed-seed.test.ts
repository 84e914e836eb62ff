import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq, isNotNull, like } from 'drizzle-orm';
import { seedDemoFeed } from '@/server/db/seed/feed';
import { seedDemoUsers } from '@/server/db/seed/users';
import { notifications, postComments, postLikes, posts } from '@/server/db/schema';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

beforeAll(async () => {
  await seedDemoUsers(ctx.db);
  await seedDemoFeed(ctx.db);
});

describe('demo feed', () => {
  it('has posts whose counts match their likes and comments, one liked by five people, with replies', async () => {
    const rows = await ctx.db.select().from(posts);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const post of rows) {
      const [likes] = await ctx.db.select({ n: count() }).from(postLikes).where(eq(postLikes.postId, post.id));
      const [comments] = await ctx.db.select({ n: count() }).from(postComments).where(eq(postComments.postId, post.id));
      expect([post.likesCount, post.commentsCount]).toEqual([likes.n, comments.n]);
    }
    expect(Math.max(...rows.map((p) => p.likesCount))).toBeGreaterThanOrEqual(5);
    const [replies] = await ctx.db.select({ n: count() }).from(postComments).where(isNotNull(postComments.parentId));
    expect(replies.n).toBeGreaterThan(0);
    const [bell] = await ctx.db.select({ n: count() }).from(notifications).where(like(notifications.link, '/feed/%'));
    expect(bell.n).toBeGreaterThan(0);
  });

  it('seeds an empty feed only', async () => {
    const before = await ctx.db.select({ n: count() }).from(posts);
    await seedDemoFeed(ctx.db);
    expect(await ctx.db.select({ n: count() }).from(posts)).toEqual(before);
  });
});
