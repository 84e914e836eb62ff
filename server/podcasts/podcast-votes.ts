import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import type { Reader } from '@/server/db/sql-helpers';
import { podcastVotes } from '@/server/db/schema';
import type { PodcastMyVote, PodcastRating, PodcastVoteSchema } from '@/utils/schemas/podcasts';
import type { SessionUser } from '@/utils/session-user';
import { findVisiblePodcast, ratingOf } from './podcast-view';

type Vote = z.output<typeof PodcastVoteSchema>;
export type EpisodeRating = PodcastRating & { mine: PodcastMyVote | null };

interface EpisodeOptions {
  db: Database;
  user: SessionUser;
  id: number;
}

/** The episode's average and count, and the person's own vote. */
export async function episodeRating(db: Reader, user: SessionUser, id: number): Promise<EpisodeRating> {
  const [rating, [mine]] = await Promise.all([
    ratingOf(db, id),
    db
      .select({ stars: podcastVotes.stars, comment: podcastVotes.comment })
      .from(podcastVotes)
      .where(and(eq(podcastVotes.podcastId, id), eq(podcastVotes.userId, user.id))),
  ]);
  return { ...rating, mine: mine ?? null };
}

/** One vote per person and episode: the first PUT casts it, the next ones change it. */
export async function putPodcastVote({ db, user, id, vote }: EpisodeOptions & { vote: Vote }): Promise<EpisodeRating> {
  await findVisiblePodcast(db, user, id);
  const values = { stars: vote.stars, comment: vote.comment ?? null };
  await db
    .insert(podcastVotes)
    .values({ podcastId: id, userId: user.id, ...values })
    .onConflictDoUpdate({ target: [podcastVotes.podcastId, podcastVotes.userId], set: { ...values, updatedAt: new Date() } });
  return episodeRating(db, user, id);
}

/** Withdraws one's own vote (nothing to withdraw is fine: the answer is the same). */
export async function deletePodcastVote({ db, user, id }: EpisodeOptions): Promise<EpisodeRating> {
  await findVisiblePodcast(db, user, id);
  await db.delete(podcastVotes).where(and(eq(podcastVotes.podcastId, id), eq(podcastVotes.userId, user.id)));
  return episodeRating(db, user, id);
}
