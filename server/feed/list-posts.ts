import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import { posts } from '@/server/db/schema';
import type { PostListQuerySchema, PostPage } from '@/utils/schemas/feed';
import type { SessionUser } from '@/utils/session-user';
import { countPosts, postViews } from './post-view';

type Query = z.output<typeof PostListQuerySchema>;

/** The feed, newest, most liked or most discussed first; `mine` keeps one's own posts. Every post is public to the signed in. */
export async function listPosts({ db, user, query }: { db: Pick<Database, 'select'>; user: SessionUser; query: Query }): Promise<PostPage> {
  const where = query.mine ? eq(posts.userId, user.id) : undefined;
  const [data, total] = await Promise.all([
    postViews(db, user, { where, sort: query.sort, limit: query.limit, offset: (query.page - 1) * query.limit }),
    countPosts(db, where),
  ]);
  return { data, total, page: query.page, limit: query.limit };
}
