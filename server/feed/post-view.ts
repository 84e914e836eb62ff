import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { posts, users } from '@/server/db/schema';
import { iso, userSummaryColumns } from '@/server/tickets/user-summary';
import type { FeedSort, PostView } from '@/utils/schemas/feed';
import type { SessionUser } from '@/utils/session-user';
import { firstLikers, reactionsOf } from './post-extras';
import { mayDelete, mayEdit, postNotFound } from './load-post';

type Reader = Pick<Database, 'select'>;

// Each sort is served by its own index (posts_created_idx, posts_likes_idx, posts_comments_idx).
const ORDER: Record<FeedSort, SQL[]> = {
  newest: [desc(posts.createdAt), desc(posts.id)],
  likes: [desc(posts.likesCount), desc(posts.id)],
  comments: [desc(posts.commentsCount), desc(posts.id)],
};

export interface PostSelection {
  where?: SQL;
  sort?: FeedSort;
  limit?: number;
  offset?: number;
}

/** Posts with their author, first likers and reactions as `user` sees them: three queries a page. */
export async function postViews(db: Reader, user: SessionUser, { where, sort = 'newest', limit = 1, offset = 0 }: PostSelection): Promise<PostView[]> {
  const rows = await db
    .select({ post: posts, author: userSummaryColumns(users) })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(where)
    .orderBy(...ORDER[sort])
    .limit(limit)
    .offset(offset);
  const ids = rows.map((r) => r.post.id);
  const [likers, reactions] = await Promise.all([firstLikers(db, ids, user.id), reactionsOf(db, ids, user.id)]);
  return rows.map(({ post, author }) => {
    const postLikers = likers.get(post.id) ?? [];
    return {
      id: post.id,
      author,
      content_markdown: post.contentMarkdown,
      content_html: post.contentHtml,
      likes_count: post.likesCount,
      comments_count: post.commentsCount,
      liked: postLikers.some((u) => u.id === user.id),
      likers: postLikers,
      reactions: reactions.get(post.id) ?? [],
      can_edit: mayEdit(user, post),
      can_delete: mayDelete(user, post),
      is_edited: post.updatedAt > post.createdAt,
      created_at: iso(post.createdAt),
      updated_at: iso(post.updatedAt),
    };
  });
}

export async function postView(db: Reader, user: SessionUser, id: number): Promise<PostView> {
  const [view] = await postViews(db, user, { where: eq(posts.id, id) });
  if (!view) throw postNotFound();
  return view;
}

export async function countPosts(db: Reader, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(posts).where(where);
  return row.n;
}
