import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { podcastComments, users, type PodcastComment } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { authorize } from '@/server/http/authorize';
import { renderMarkdown } from '@/server/markdown/render-markdown';
import { iso, userSummaryColumns } from '@/server/tickets/user-summary';
import { can } from '@/utils/permissions';
import type { Paginated } from '@/utils/schemas/common';
import type { PodcastCommentView } from '@/utils/schemas/podcasts';
import type { SessionUser } from '@/utils/session-user';
import { findVisiblePodcast } from './podcast-view';

const commentMissing = () => notFound('Komentar tidak ditemukan');
const ONLY_AUTHOR = 'Hanya penulis komentar yang dapat mengubah atau menghapusnya';

const selectComments = (db: Database) =>
  db
    .select({
      id: podcastComments.id,
      content_markdown: podcastComments.contentMarkdown,
      content_html: podcastComments.contentHtml,
      user: userSummaryColumns(users),
      created_at: podcastComments.createdAt,
      updated_at: podcastComments.updatedAt,
    })
    .from(podcastComments)
    .innerJoin(users, eq(users.id, podcastComments.userId));

type Row = Awaited<ReturnType<typeof selectComments>>[number];

const toView = (user: SessionUser) => (row: Row): PodcastCommentView => ({
  ...row,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
  can_edit: can(user, 'edit-own-content', { authored: { user_id: row.user.id } }),
});

interface EpisodeOptions {
  db: Database;
  user: SessionUser;
  id: number;
}

/** The episode's comments, oldest first. */
export async function listPodcastComments({ db, user, id, page, limit }: EpisodeOptions & { page: number; limit: number }): Promise<Paginated<PodcastCommentView>> {
  await findVisiblePodcast(db, user, id);
  const where = eq(podcastComments.podcastId, id);
  const [rows, [{ total }]] = await Promise.all([
    selectComments(db).where(where).orderBy(asc(podcastComments.createdAt), asc(podcastComments.id)).limit(limit).offset((page - 1) * limit),
    db.select({ total: count() }).from(podcastComments).where(where),
  ]);
  return { data: rows.map(toView(user)), total, page, limit };
}

async function commentView(db: Database, user: SessionUser, commentId: number): Promise<PodcastCommentView> {
  const [row] = await selectComments(db).where(eq(podcastComments.id, commentId));
  return toView(user)(row);
}

export async function createPodcastComment({ db, user, id, content }: EpisodeOptions & { content: string }): Promise<PodcastCommentView> {
  await findVisiblePodcast(db, user, id);
  const [row] = await db
    .insert(podcastComments)
    .values({ podcastId: id, userId: user.id, contentMarkdown: content, contentHtml: await renderMarkdown(content) })
    .returning({ id: podcastComments.id });
  return commentView(db, user, row.id);
}

/** The comment on a visible episode, when its author is `user` (403 for anyone else, admins too). */
async function ownComment({ db, user, id, commentId }: EpisodeOptions & { commentId: number }): Promise<PodcastComment> {
  await findVisiblePodcast(db, user, id);
  const [comment] = await db.select().from(podcastComments).where(and(eq(podcastComments.id, commentId), eq(podcastComments.podcastId, id)));
  if (!comment) throw commentMissing();
  authorize(user, 'edit-own-content', { authored: { user_id: comment.userId } }, ONLY_AUTHOR);
  return comment;
}

export async function updatePodcastComment(options: EpisodeOptions & { commentId: number; content: string }): Promise<PodcastCommentView> {
  const comment = await ownComment(options);
  await options.db
    .update(podcastComments)
    .set({ contentMarkdown: options.content, contentHtml: await renderMarkdown(options.content), updatedAt: new Date() })
    .where(eq(podcastComments.id, comment.id));
  return commentView(options.db, options.user, comment.id);
}

export async function deletePodcastComment(options: EpisodeOptions & { commentId: number }): Promise<void> {
  const comment = await ownComment(options);
  await options.db.delete(podcastComments).where(eq(podcastComments.id, comment.id));
}
