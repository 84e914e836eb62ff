import type { Database } from '@/server/db/client';
import { iso } from '@/server/tickets/user-summary';
import type { PodcastEpisodeView } from '@/utils/schemas/podcasts';
import type { SessionUser } from '@/utils/session-user';
import { episodeRating } from './podcast-votes';
import { findVisiblePodcast, mediaUrl } from './podcast-view';

/** One episode as listeners see it; admins may also open a draft (a preview before publishing). */
export async function getEpisode({ db, user, id }: { db: Database; user: SessionUser; id: number }): Promise<PodcastEpisodeView> {
  const row = await findVisiblePodcast(db, user, id);
  return {
    id: row.id,
    title: row.title,
    episode: row.episode,
    short_description: row.shortDescription,
    cover_url: mediaUrl(row.id, 'cover', row.coverFile),
    published_at: iso(row.publishedAt),
    description_html: row.descriptionHtml,
    transcript: row.transcript,
    audio_url: mediaUrl(row.id, 'audio', row.audioFile),
    rating: await episodeRating(db, user, id),
  };
}
