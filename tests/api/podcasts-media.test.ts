import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import audioHandler from '@/pages/api/podcasts/[id]/audio';
import coverHandler from '@/pages/api/podcasts/[id]/cover';
import uploadHandler from '@/pages/api/podcasts/[id]/upload';
import { podcasts } from '@/server/db/schema';
import type { PodcastAdminView } from '@/utils/schemas/podcasts';
import type { SessionUser } from '@/utils/session-user';
import { knowledgeCast, type KnowledgeCast } from '../helpers/knowledge-fixtures';
import { insertPodcast, testWav, useTemporaryUploadDir } from '../helpers/podcasts-fixtures';
import { TINY_PNG } from '../helpers/tiny-png';
import { useApiContext } from '../helpers/api-context';

const uploads = useTemporaryUploadDir();
const ctx = useApiContext();
let cast: KnowledgeCast;

beforeAll(async () => {
  cast = await knowledgeCast(ctx.db);
});
afterEach(() => {
  delete process.env.PODCAST_MAX_AUDIO_MB;
});

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');

function form(bytes: Buffer, name: string): FormData {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)], { type: 'audio/mpeg' }), name);
  return data;
}
const upload = (id: number, type: string, bytes: Buffer, name: string, user: SessionUser | null = cast.admin) =>
  ctx.api.call<PodcastAdminView & { code?: string; message?: string }>(uploadHandler, { method: 'POST', path: `/?type=${type}`, params: { id: String(id) }, rawBody: form(bytes, name), user });
const audio = (id: number, user: SessionUser | null, range?: string) =>
  ctx.api.call<Buffer>(audioHandler, { params: { id: String(id) }, user, bytes: true, headers: range ? { range } : {} });

describe('POST /podcasts/{id}/upload', () => {
  it('stores a WAV as the episode audio (type read from the content) and serves it back', async () => {
    const episode = await insertPodcast(ctx.db, { published: false });
    const wav = testWav();
    const res = await upload(episode.id, 'audio', wav, 'rekaman.wav');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ audio_mime: 'audio/wav', audio_size: wav.length, audio_url: expect.stringMatching(new RegExp(`^/helpdesk/api/podcasts/${episode.id}/audio\\?v=[a-f0-9]{12}$`)) });
    const served = await audio(episode.id, cast.admin);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('audio/wav');
    expect(served.headers.get('accept-ranges')).toBe('bytes');
    expect(served.body.equals(wav)).toBe(true);
  });

  it('stores a cover picture and serves it with its type', async () => {
    const episode = await insertPodcast(ctx.db, { published: true });
    const png = Buffer.concat([TINY_PNG, Buffer.from('sampul')]);
    const res = await upload(episode.id, 'cover', png, 'sampul.png');
    expect(res.status).toBe(200);
    expect(res.body.cover_url).toMatch(new RegExp(`^/helpdesk/api/podcasts/${episode.id}/cover\\?v=`));
    const served = await ctx.api.call<Buffer>(coverHandler, { params: { id: String(episode.id) }, user: cast.user, bytes: true });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.body.equals(png)).toBe(true);
  });

  it('refuses a PDF renamed .mp3 by its content (415) and leaves the episode as it was', async () => {
    const episode = await insertPodcast(ctx.db, { published: false });
    const res = await upload(episode.id, 'audio', PDF, 'lagu.mp3');
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Berkas audio harus berupa MP3, M4A, OGG atau WAV' });
    const [row] = await ctx.db.select().from(podcasts).where(eq(podcasts.id, episode.id));
    expect(row.audioFile).toBeNull();
  });

  it('refuses audio as a cover, and a picture as audio (415)', async () => {
    const episode = await insertPodcast(ctx.db, { published: false });
    expect((await upload(episode.id, 'cover', testWav(), 'sampul.png')).status).toBe(415);
    expect((await upload(episode.id, 'audio', TINY_PNG, 'suara.wav')).status).toBe(415);
  });

  it('refuses audio over PODCAST_MAX_AUDIO_MB (413) with the limit in the message', async () => {
    process.env.PODCAST_MAX_AUDIO_MB = '0.01';
    const episode = await insertPodcast(ctx.db, { published: false });
    const res = await upload(episode.id, 'audio', testWav(1), 'panjang.wav');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Berkas terlalu besar (maks. 0.01 MB)' });
    // A file under the same limit passes.
    expect((await upload(episode.id, 'audio', testWav(0.1), 'pendek.wav')).status).toBe(200);
  });

  it('replacing the audio removes the old file when nothing else uses it', async () => {
    const episode = await insertPodcast(ctx.db, { published: false, audio: null });
    await upload(episode.id, 'audio', testWav(), 'satu.wav');
    const [first] = await ctx.db.select().from(podcasts).where(eq(podcasts.id, episode.id));
    await upload(episode.id, 'audio', testWav(), 'dua.wav');
    const [second] = await ctx.db.select().from(podcasts).where(eq(podcasts.id, episode.id));
    const files = await readdir(uploads.dir);
    expect(files).not.toContain(first.audioFile);
    expect(files).toContain(second.audioFile);
    expect((await readFile(path.join(uploads.dir, second.audioFile ?? ''))).subarray(0, 4).toString()).toBe('RIFF');
  });

  it.each([
    ['anonymous', () => null, 401],
    ['a user', () => cast.user, 403],
    ['an agent', () => cast.agent, 403],
  ])('refuses %s (%i)', async (_who, who, status) => {
    const episode = await insertPodcast(ctx.db, { published: false });
    expect((await upload(episode.id, 'audio', testWav(), 'x.wav', who())).status).toBe(status);
  });

  it('answers 404 for an unknown episode and 400 for an unknown type', async () => {
    expect((await upload(999_999, 'audio', testWav(), 'x.wav')).status).toBe(404);
    const episode = await insertPodcast(ctx.db, { published: false });
    expect((await upload(episode.id, 'video', testWav(), 'x.wav')).status).toBe(400);
  });
});

describe('GET /podcasts/{id}/audio with HTTP ranges', () => {
  let id: number;
  let wav: Buffer;
  beforeAll(async () => {
    wav = testWav(0.2);
    id = (await insertPodcast(ctx.db, { published: true, audio: wav })).id;
  });

  it('answers Range: bytes=100-199 with 206 and exactly those bytes', async () => {
    const res = await audio(id, cast.user, 'bytes=100-199');
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 100-199/${wav.length}`);
    expect(res.headers.get('content-length')).toBe('100');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.body.equals(wav.subarray(100, 200))).toBe(true);
  });

  it('answers an open-ended range with the rest of the file', async () => {
    const res = await audio(id, cast.user, `bytes=${wav.length - 50}-`);
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${wav.length - 50}-${wav.length - 1}/${wav.length}`);
    expect(res.body.equals(wav.subarray(wav.length - 50))).toBe(true);
  });

  it('answers a suffix range with the last bytes', async () => {
    const res = await audio(id, cast.user, 'bytes=-44');
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${wav.length - 44}-${wav.length - 1}/${wav.length}`);
    expect(res.body.equals(wav.subarray(wav.length - 44))).toBe(true);
  });

  it('clips a range that runs past the end', async () => {
    const res = await audio(id, cast.user, `bytes=10-${wav.length + 1000}`);
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 10-${wav.length - 1}/${wav.length}`);
    expect(res.body.equals(wav.subarray(10))).toBe(true);
  });

  it('answers 416 with the size for a range that starts past the end', async () => {
    const res = await audio(id, cast.user, `bytes=${wav.length}-${wav.length + 10}`);
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${wav.length}`);
    expect(JSON.parse(res.body.toString())).toMatchObject({ code: 'RANGE_NOT_SATISFIABLE', message: expect.any(String) });
  });

  it('answers 200 with the whole file without a Range header', async () => {
    const res = await audio(id, cast.user);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(wav.length));
    expect(res.body.equals(wav)).toBe(true);
  });

  it('keeps a draft hidden from listeners (404) but plays it for admins', async () => {
    const draft = await insertPodcast(ctx.db, { published: false, audio: testWav() });
    expect((await audio(draft.id, cast.user)).status).toBe(404);
    expect((await audio(draft.id, cast.agent)).status).toBe(404);
    expect((await audio(draft.id, cast.admin, 'bytes=0-9')).status).toBe(206);
    expect((await audio(draft.id, null)).status).toBe(401);
  });

  it('answers 404 for an episode without audio or cover', async () => {
    const bare = await insertPodcast(ctx.db, { published: true, audio: null });
    expect((await audio(bare.id, cast.user)).status).toBe(404);
    expect((await ctx.api.call(coverHandler, { params: { id: String(bare.id) }, user: cast.user })).status).toBe(404);
  });
});
