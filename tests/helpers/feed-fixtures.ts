import type { Database } from '@/server/db/client';
import { postComments, posts } from '@/server/db/schema';

/** A post written straight into the table (counts as given: tests that need them exact go through the API). */
export async function insertPost(db: Database, userId: number, content = 'Postingan uji', counts: { likesCount?: number; commentsCount?: number } = {}): Promise<number> {
  const [row] = await db
    .insert(posts)
    .values({ userId, contentMarkdown: content, contentHtml: `<p>${content}</p>`, ...counts })
    .returning({ id: posts.id });
  return row.id;
}

export async function insertFeedComment(db: Database, postId: number, userId: number, parentId: number | null = null): Promise<number> {
  const [row] = await db
    .insert(postComments)
    .values({ postId, userId, parentId, contentMarkdown: 'Komentar uji', contentHtml: '<p>Komentar uji</p>' })
    .returning({ id: postComments.id });
  return row.id;
}
