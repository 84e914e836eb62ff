import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { posts } from '@/server/db/schema';
import { renderMarkdown } from '@/server/markdown/render-markdown';
import type { PostView } from '@/utils/schemas/feed';
import type { SessionUser } from '@/utils/session-user';
import { authorizeDelete, authorizeEdit, loadPost, postNotFound } from './load-post';
import { postView } from './post-view';

interface PostRef {
  db: Database;
  user: SessionUser;
  id: number;
}

export const getPost = ({ db, user, id }: PostRef): Promise<PostView> => postView(db, user, id);

export async function createPost({ db, user, content }: { db: Database; user: SessionUser; content: string }): Promise<PostView> {
  const contentHtml = await renderMarkdown(content);
  const [row] = await db.insert(posts).values({ userId: user.id, contentMarkdown: content, contentHtml }).returning({ id: posts.id });
  return postView(db, user, row.id);
}

/** The author edits (edit-own-content); rendering happens before the row is touched. */
export async function updatePost({ db, user, id, content }: PostRef & { content: string }): Promise<PostView> {
  authorizeEdit(user, await loadPost(db, id));
  const contentHtml = await renderMarkdown(content);
  await db.update(posts).set({ contentMarkdown: content, contentHtml, updatedAt: new Date() }).where(eq(posts.id, id));
  return postView(db, user, id);
}

/** The author or a moderator; comments, likes and reactions go with it (foreign keys cascade). */
export async function deletePost({ db, user, id }: PostRef): Promise<void> {
  authorizeDelete(user, await loadPost(db, id));
  const deleted = await db.delete(posts).where(eq(posts.id, id)).returning({ id: posts.id });
  if (deleted.length === 0) throw postNotFound();
}
