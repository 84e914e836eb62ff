import { readdir } from 'node:fs/promises';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import listHandler from '@/pages/api/podcasts/index';
import itemHandler from '@/pages/api/podcasts/[id]/index';
import { podcastComments, podcasts, podcastVotes } from '@/server/db/schema';
import type { Paginated } from '@/utils/schemas/common';
import type { PodcastAdminView } from '@/utils/schemas/podcasts';
import { expectFieldError, knowledgeCast, refusals, type ErrorBody, type KnowledgeCast } from '../helpers/knowledge-fixtures';
import { insertPodcast, insertPodcastComment, testWav, useTemporaryUploadDir } from '../helpers/podcasts-fixtures';
import { useApiContext } from '../helpers/api-context';

const uploads = useTemporaryUploadDir();
const ctx = useApiContext();
let cast: KnowledgeCast;

beforeAll(async () => {
  cast = await knowledgeCast(ctx.db);
});

const params = (id: number) => ({ id: String(id) });
const create = (body: Record<string, unknown>) => ctx.api.call<PodcastAdminView>(listHandler, { method: 'POST', body, user: cast.admin });
const patch = (id: number, body: Record<string, unknown>) => ctx.api.call<PodcastAdminView & ErrorBody>(itemHandler, { method: 'PATCH', params: params(id), body, user: cast.admin });

describe('POST /podcasts', () => {
  it('creates a draft with its description rendered (201)', async () => {
    const res = await create({ title: 'Episode baru', episode: 12, short_description: 'Ringkas', description: 'Ada **tebal**', transcript: 'Halo' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'Episode baru', episode: 12, status: 'draft', published_at: null, audio_url: null, cover_url: null, description: 'Ada **tebal**' });
    const [row] = await ctx.db.select().from(podcasts).where(eq(podcasts.id, res.body.id));
    expect(row.descriptionHtml).toContain('<strong>tebal</strong>');
    expect(row.createdBy).toBe(cast.admin.id);
  });

  it('refuses a missing title and a bad episode number (400)', async () => {
    await expectFieldError(ctx.api, listHandler, { method: 'POST', body: { title: ' ', episode: 1 }, user: cast.admin }, 'title');
    await expectFieldError(ctx.api, listHandler, { method: 'POST', body: { title: 'A', episode: 0 }, user: cast.admin }, 'episode');
  });

  it.each(refusals(() => cast))('refuses %s', async (_who, who, status) => {
    expect((await ctx.api.call(listHandler, { method: 'POST', body: { title: 'X', episode: 1 }, user: who() })).status).toBe(status);
  });
});

describe('GET /podcasts (admins)', () => {
  it('lists drafts and published episodes, filtered by status and search', async () => {
    const draft = await insertPodcast(ctx.db, { published: false, title: 'Draf Cari Saya' });
    const live = await insertPodcast(ctx.db, { published: true, title: 'Terbit Cari Saya' });
    const all = await ctx.api.call<Paginated<PodcastAdminView>>(listHandler, { path: '/?search=cari saya', user: cast.admin });
    expect(all.body.data.map((p) => p.id).sort()).toEqual([draft.id, live.id].sort());
    const drafts = await ctx.api.call<Paginated<PodcastAdminView>>(listHandler, { path: '/?search=cari saya&status=draft', user: cast.admin });
    expect(drafts.body).toMatchObject({ total: 1, page: 1, limit: 20, data: [{ id: draft.id, status: 'draft' }] });
    const published = await ctx.api.call<Paginated<PodcastAdminView>>(listHandler, { path: '/?search=cari saya&status=published', user: cast.admin });
    expect(published.body.data.map((p) => p.id)).toEqual([live.id]);
  });

  it.each(refusals(() => cast))('refuses %s', async (_who, who, status) => {
    expect((await ctx.api.call(listHandler, { user: who() })).status).toBe(status);
  });
});

describe('PATCH /podcasts/{id}', () => {
  it('refuses to publish an episode without audio (409) with a clear message', async () => {
    const draft = await insertPodcast(ctx.db, { published: false });
    const res = await patch(draft.id, { is_published: true });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'PODCAST_NO_AUDIO', message: 'Unggah berkas audio terlebih dahulu sebelum menerbitkan episode' });
    const [row] = await ctx.db.select().from(podcasts).where(eq(podcasts.id, draft.id));
    expect(row.isPublished).toBe(false);
  });

  it('publishes an episode with audio, stamps the moment, and takes it back to draft', async () => {
    const withAudio = await insertPodcast(ctx.db, { published: false, audio: testWav() });
    const published = await patch(withAudio.id, { is_published: true, title: 'Judul terbit', description: '*miring*' });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: 'published', title: 'Judul terbit', published_at: expect.any(String) });
    const [row] = await ctx.db.select().from(podcasts).where(eq(podcasts.id, withAudio.id));
    expect(row.descriptionHtml).toContain('<em>miring</em>');
    const back = await patch(withAudio.id, { is_published: false });
    expect(back.body).toMatchObject({ status: 'draft', published_at: null });
  });

  it('refuses an empty change (400) and answers 404 for an unknown episode', async () => {
    const draft = await insertPodcast(ctx.db, { published: false });
    expect((await patch(draft.id, {})).status).toBe(400);
    expect((await patch(999_999, { title: 'x' })).status).toBe(404);
  });

  it.each(refusals(() => cast))('refuses %s', async (_who, who, status) => {
    const draft = await insertPodcast(ctx.db, { published: false });
    expect((await ctx.api.call(itemHandler, { method: 'PATCH', params: params(draft.id), body: { title: 'x' }, user: who() })).status).toBe(status);
  });
});

describe('GET and DELETE /podcasts/{id}', () => {
  it('shows a draft to admins for editing', async () => {
    const draft = await insertPodcast(ctx.db, { published: false });
    const res = await ctx.api.call<PodcastAdminView>(itemHandler, { params: params(draft.id), user: cast.admin });
    expect(res.body).toMatchObject({ id: draft.id, status: 'draft', transcript: 'Transkrip uji', description: 'Deskripsi **uji**' });
  });

  it('deletes the episode with its comments, votes and its audio file', async () => {
    const episode = await insertPodcast(ctx.db, { published: true });
    await insertPodcastComment(ctx.db, episode.id, cast.user.id);
    await ctx.db.insert(podcastVotes).values({ podcastId: episode.id, userId: cast.user.id, stars: 4 });
    expect(await readdir(uploads.dir)).toContain(episode.audioFile);
    const res = await ctx.api.call(itemHandler, { method: 'DELETE', params: params(episode.id), user: cast.admin });
    expect(res.status).toBe(204);
    const [{ comments }] = await ctx.db.select({ comments: count() }).from(podcastComments).where(eq(podcastComments.podcastId, episode.id));
    const [{ votes }] = await ctx.db.select({ votes: count() }).from(podcastVotes).where(eq(podcastVotes.podcastId, episode.id));
    expect([comments, votes]).toEqual([0, 0]);
    expect(await readdir(uploads.dir)).not.toContain(episode.audioFile);
    expect((await ctx.api.call(itemHandler, { method: 'DELETE', params: params(episode.id), user: cast.admin })).status).toBe(404);
  });

  it.each(refusals(() => cast))('refuses %s both', async (_who, who, status) => {
    const episode = await insertPodcast(ctx.db, { published: true });
    expect((await ctx.api.call(itemHandler, { params: params(episode.id), user: who() })).status).toBe(status);
    expect((await ctx.api.call(itemHandler, { method: 'DELETE', params: params(episode.id), user: who() })).status).toBe(status);
  });
});
