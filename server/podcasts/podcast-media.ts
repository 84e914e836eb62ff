import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { getConfig } from '@/server/config';
import type { Database } from '@/server/db/client';
import { podcasts } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { MAX_UPLOAD_BYTES, receiveUpload } from '@/server/uploads/receive-upload';
import { releaseMedia } from '@/server/uploads/release-media';
import { sendStoredFile } from '@/server/uploads/serve-upload';
import { storeMedia } from '@/server/uploads/store-upload';
import { SERVED_TYPES } from '@/server/uploads/upload-file-name';
import type { PodcastAdminView, PodcastMedia } from '@/utils/schemas/podcasts';
import type { SessionUser } from '@/utils/session-user';
import { findPodcast, findVisiblePodcast, toAdminView } from './podcast-view';

const REFUSED: Record<PodcastMedia, string> = {
  audio: 'Berkas audio harus berupa MP3, M4A, OGG atau WAV',
  cover: 'Sampul harus berupa gambar PNG, JPG atau WEBP',
};

/** Audio up to PODCAST_MAX_AUDIO_MB; a cover like any picture (5 MB). */
const maxBytesOf = (media: PodcastMedia) => (media === 'audio' ? Math.floor(getConfig().PODCAST_MAX_AUDIO_MB * 1024 * 1024) : MAX_UPLOAD_BYTES);

interface UploadOptions {
  db: Database;
  id: number;
  media: PodcastMedia;
  req: IncomingMessage;
}

/**
 * Receives an episode's audio or cover (multipart field `file`), checks its type by content (415)
 * and size (413), and puts it on the episode; the file it replaces goes if nothing else uses it.
 */
export async function uploadPodcastMedia({ db, id, media, req }: UploadOptions): Promise<PodcastAdminView> {
  const before = await findPodcast(db, id);
  const file = await receiveUpload(req, { maxBytes: maxBytesOf(media) });
  const stored = await storeMedia(file, media, REFUSED[media]);
  const columns =
    media === 'audio' ? { audioFile: stored.fileName, audioMime: stored.mime, audioSize: stored.size, durationSeconds: null } : { coverFile: stored.fileName };
  const [row] = await db
    .update(podcasts)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(podcasts.id, id))
    .returning();
  // Deleted while the bytes came in: the file just stored is nobody's.
  if (!row) {
    await releaseMedia(db, stored.fileName);
    throw notFound('Episode podcast tidak ditemukan');
  }
  const replaced = media === 'audio' ? before.audioFile : before.coverFile;
  if (replaced && replaced !== stored.fileName) await releaseMedia(db, replaced);
  return toAdminView(row);
}

interface ServeOptions {
  db: Database;
  user: SessionUser;
  id: number;
  media: PodcastMedia;
  res: ServerResponse;
  /** The request's Range header (audio only: players seek with it). */
  range?: string;
}

/** An episode's audio (with HTTP ranges) or cover, to whoever may see the episode. */
export async function servePodcastMedia({ db, user, id, media, res, range }: ServeOptions): Promise<void> {
  const episode = await findVisiblePodcast(db, user, id);
  const file = media === 'audio' ? episode.audioFile : episode.coverFile;
  if (!file) throw notFound(media === 'audio' ? 'Episode ini belum memiliki audio' : 'Episode ini belum memiliki sampul');
  const mime = media === 'audio' ? episode.audioMime : SERVED_TYPES[path.extname(file).slice(1)];
  if (!mime) throw notFound('Berkas tidak ditemukan');
  await sendStoredFile({ file, mime, res, cache: 'private', ...(media === 'audio' ? { range: range ?? null } : {}) });
}
