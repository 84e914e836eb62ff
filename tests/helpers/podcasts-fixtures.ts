import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '@/server/db/client';
import { podcastComments, podcasts, type Podcast } from '@/server/db/schema';
import { wavTone } from '@/server/podcasts/wav-tone';
import { storeMedia } from '@/server/uploads/store-upload';

let counter = 0;

/** A short real WAV, distinct per call (its tone), so each stored file has its own name. */
export const testWav = (seconds = 0.5) => wavTone({ seconds, frequency: 300 + (counter += 1) });

/** Points UPLOAD_DIR at a temporary folder for the file (call at file level, before useApiContext). */
export function useTemporaryUploadDir(): { readonly dir: string } {
  const state = { dir: '' };
  const previous = process.env.UPLOAD_DIR;
  beforeAll(async () => {
    state.dir = await mkdtemp(path.join(tmpdir(), 'helpdesk-podcasts-'));
    process.env.UPLOAD_DIR = state.dir;
  });
  afterAll(async () => {
    process.env.UPLOAD_DIR = previous;
    if (previous === undefined) delete process.env.UPLOAD_DIR;
    await rm(state.dir, { recursive: true, force: true });
  });
  return state;
}

export interface PodcastSeed {
  published?: boolean;
  /** Audio bytes to store (a WAV by default for published episodes); null for none. */
  audio?: Buffer | null;
  title?: string;
}

/** An episode straight in the database; published ones get a stored audio file. */
export async function insertPodcast(db: Database, { published = true, audio, title }: PodcastSeed = {}): Promise<Podcast> {
  counter += 1;
  const bytes = audio === undefined ? (published ? testWav() : null) : audio;
  const stored = bytes ? await storeMedia({ name: 'uji.wav', bytes }, 'audio') : null;
  const [row] = await db
    .insert(podcasts)
    .values({
      title: title ?? `Episode uji ${counter}`,
      episode: counter,
      shortDescription: 'Ringkasan',
      descriptionMarkdown: 'Deskripsi **uji**',
      descriptionHtml: '<p>Deskripsi <strong>uji</strong></p>',
      transcript: 'Transkrip uji',
      audioFile: stored?.fileName ?? null,
      audioMime: stored?.mime ?? null,
      audioSize: stored?.size ?? null,
      isPublished: published,
      publishedAt: published ? new Date() : null,
    })
    .returning();
  return row;
}

export async function insertPodcastComment(db: Database, podcastId: number, userId: number, content = 'Komentar uji'): Promise<number> {
  const [row] = await db.insert(podcastComments).values({ podcastId, userId, contentMarkdown: content, contentHtml: `<p>${content}</p>` }).returning();
  return row.id;
}
