import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { postComments, posts, type Post, type PostComment } from '@/server/db/schema';
import { authorize } from '@/server/http/authorize';
import { forbidden, notFound } from '@/server/http/errors';
import { feedText } from '@/locales/id/feed';
import { can } from '@/utils/permissions';
import type { SessionUser } from '@/utils/session-user';

type Reader = Pick<Database, 'select'>;

export const postNotFound = () => notFound(feedText.notFound);
export const commentNotFound = () => notFound(feedText.commentNotFound);

/**
 * A post, or 404. `lock` takes the row FOR NO KEY UPDATE: likes, reactions and comments on one post
 * queue behind each other (its counts stay exact), while the child rows' foreign-key checks do not wait.
 */
export async function loadPost(db: Reader, id: number, lock = false): Promise<Post> {
  const query = db.select().from(posts).where(eq(posts.id, id));
  const [post] = lock ? await query.for('no key update') : await query;
  if (!post) throw postNotFound();
  return post;
}

export async function loadFeedComment(db: Reader, id: number): Promise<PostComment> {
  const [comment] = await db.select().from(postComments).where(eq(postComments.id, id));
  if (!comment) throw commentNotFound();
  return comment;
}

const authored = (row: { userId: number }) => ({ authored: { user_id: row.userId } });

/** edit-own-content: only the author edits (spec), whatever the role. */
export const mayEdit = (user: SessionUser, row: { userId: number }) => can(user, 'edit-own-content', authored(row));
/** The author, or a moderator (moderate-feed) for anyone's post or comment. */
export const mayDelete = (user: SessionUser, row: { userId: number }) => mayEdit(user, row) || can(user, 'moderate-feed');

export function authorizeEdit(user: SessionUser, row: { userId: number }): void {
  authorize(user, 'edit-own-content', authored(row), feedText.onlyAuthorEdits);
}

export function authorizeDelete(user: SessionUser, row: { userId: number }): void {
  if (!mayDelete(user, row)) throw forbidden(feedText.onlyAuthorOrModerator);
}
