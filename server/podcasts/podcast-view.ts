import { and, eq, sql, type SQL } from 'drizzle-orm';
import { podcasts, podcastVotes, type Podcast } from '@/server/db/schema';
import type { Reader } from '@/server/db/sql-helpers';
import { notFound } from '@/server/http/errors';
import { iso } from '@/server/tickets/user-summary';
import { can } from '@/utils/permissions';
import type { PodcastAdminView, PodcastMedia, PodcastRating } from '@/utils/schemas/podcasts';
import type { SessionUser } from '@/utils/session-user';

export const podcastMissing = () => notFound('Episode podcast tidak ditemukan');

/**
 * The episode's own URL for its cover or audio. The stored name's hash rides along (`v`): the URL
 * changes with the file, so a browser never keeps an old cover under an immutable cache.
 */
export function mediaUrl(id: number, media: PodcastMedia, file: string | null): string | null {
  return file ? `/helpdesk/api/podcasts/${id}/${media}?v=${file.slice(0, 12)}` : null;
}

/** Drafts are for those who manage podcasts; everybody else sees published episodes only. */
export const seesDrafts = (user: SessionUser) => can(user, 'manage-podcasts');

/** The episode, when `user` may see it (404 otherwise: a draft does not exist for listeners). */
export async function findVisiblePodcast(db: Reader, user: SessionUser, id: number): Promise<Podcast> {
  const [row] = await db
    .select()
    .from(podcasts)
    .where(and(eq(podcasts.id, id), seesDrafts(user) ? undefined : eq(podcasts.isPublished, true)));
  if (!row) throw podcastMissing();
  return row;
}

export async function findPodcast(db: Reader, id: number): Promise<Podcast> {
  const [row] = await db.select().from(podcasts).where(eq(podcasts.id, id));
  if (!row) throw podcastMissing();
  return row;
}

export const toAdminView = (row: Podcast): PodcastAdminView => ({
  id: row.id,
  title: row.title,
  episode: row.episode,
  short_description: row.shortDescription,
  description: row.descriptionMarkdown,
  transcript: row.transcript,
  status: row.isPublished ? 'published' : 'draft',
  published_at: iso(row.publishedAt),
  cover_url: mediaUrl(row.id, 'cover', row.coverFile),
  audio_url: mediaUrl(row.id, 'audio', row.audioFile),
  audio_mime: row.audioMime,
  audio_size: row.audioSize,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

/** The votes' average (one decimal) and count of the episode in the outer query. */
export const ratingColumns: { average: SQL<number>; count: SQL<number> } = {
  average: sql<number>`(select coalesce(round(avg(${podcastVotes.stars}), 1), 0) from ${podcastVotes} where ${podcastVotes.podcastId} = ${podcasts.id})`.mapWith(Number),
  count: sql<number>`(select count(*) from ${podcastVotes} where ${podcastVotes.podcastId} = ${podcasts.id})`.mapWith(Number),
};

export async function ratingOf(db: Reader, id: number): Promise<PodcastRating> {
  const [row] = await db.select(ratingColumns).from(podcasts).where(eq(podcasts.id, id));
  return row ?? { average: 0, count: 0 };
}
