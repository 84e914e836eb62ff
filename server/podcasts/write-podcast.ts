import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import { podcasts } from '@/server/db/schema';
import { AppError } from '@/server/http/errors';
import { renderMarkdown } from '@/server/markdown/render-markdown';
import { releaseMedia } from '@/server/uploads/release-media';
import type { PodcastAdminView, PodcastPatchSchema, PodcastSchema } from '@/utils/schemas/podcasts';
import type { SessionUser } from '@/utils/session-user';
import { findPodcast, podcastMissing, toAdminView } from './podcast-view';

type Create = z.output<typeof PodcastSchema>;
type Patch = z.output<typeof PodcastPatchSchema>;

const noAudio = () => new AppError('PODCAST_NO_AUDIO', 409, 'Unggah berkas audio terlebih dahulu sebelum menerbitkan episode');

async function descriptionColumns(description: string | undefined) {
  return description === undefined ? {} : { descriptionMarkdown: description, descriptionHtml: await renderMarkdown(description) };
}

/** A new episode, always a draft: it has no audio yet. */
export async function createPodcast({ db, user, input }: { db: Database; user: SessionUser; input: Create }): Promise<PodcastAdminView> {
  const [row] = await db
    .insert(podcasts)
    .values({
      title: input.title,
      episode: input.episode,
      shortDescription: input.short_description,
      transcript: input.transcript,
      ...(await descriptionColumns(input.description)),
      createdBy: user.id,
    })
    .returning();
  return toAdminView(row);
}

/**
 * A partial change. Publishing needs the audio (409 otherwise) and stamps the moment once per
 * publication; taking an episode back to draft clears it.
 */
export async function updatePodcast({ db, id, input }: { db: Database; id: number; input: Patch }): Promise<PodcastAdminView> {
  const current = await findPodcast(db, id);
  const publishing = input.is_published === true && !current.isPublished;
  if (publishing && !current.audioFile) throw noAudio();
  const publishedAt = input.is_published === undefined ? undefined : input.is_published ? (current.publishedAt ?? new Date()) : null;
  const [row] = await db
    .update(podcasts)
    .set({
      title: input.title,
      episode: input.episode,
      shortDescription: input.short_description,
      transcript: input.transcript,
      ...(await descriptionColumns(input.description)),
      isPublished: input.is_published,
      publishedAt,
      updatedAt: new Date(),
    })
    .where(eq(podcasts.id, id))
    .returning();
  if (!row) throw podcastMissing();
  return toAdminView(row);
}

/** Removes the episode with its comments and votes (cascade), then its files if nothing else uses them. */
export async function deletePodcast({ db, id }: { db: Database; id: number }): Promise<void> {
  const [row] = await db.delete(podcasts).where(eq(podcasts.id, id)).returning({ coverFile: podcasts.coverFile, audioFile: podcasts.audioFile });
  if (!row) throw podcastMissing();
  await releaseMedia(db, row.coverFile);
  await releaseMedia(db, row.audioFile);
}
