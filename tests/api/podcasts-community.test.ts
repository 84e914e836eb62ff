import { beforeAll, describe, expect, it } from 'vitest';
import usersListHandler from '@/pages/api/podcasts/users/index';
import episodeHandler from '@/pages/api/podcasts/users/[id]';
import commentsHandler from '@/pages/api/podcasts/[id]/comments/index';
import commentHandler from '@/pages/api/podcasts/[id]/comments/[commentId]';
import voteHandler from '@/pages/api/podcasts/[id]/vote';
import type { Paginated } from '@/utils/schemas/common';
import type { PodcastCard, PodcastCommentView, PodcastEpisodeView } from '@/utils/schemas/podcasts';
import type { SessionUser } from '@/utils/session-user';
import { createUser } from '../helpers/fixtures';
import { knowledgeCast, type ErrorBody, type KnowledgeCast } from '../helpers/knowledge-fixtures';
import { insertPodcast, insertPodcastComment, useTemporaryUploadDir } from '../helpers/podcasts-fixtures';
import { useApiContext } from '../helpers/api-context';

useTemporaryUploadDir();
const ctx = useApiContext();
let cast: KnowledgeCast;

beforeAll(async () => {
  cast = await knowledgeCast(ctx.db);
});

const params = (id: number, commentId?: number) => ({ id: String(id), ...(commentId ? { commentId: String(commentId) } : {}) });
type Rating = PodcastEpisodeView['rating'];
const vote = (id: number, user: SessionUser, body: Record<string, unknown>) => ctx.api.call<Rating & ErrorBody>(voteHandler, { method: 'PUT', params: params(id), body, user });
const episode = (id: number, user: SessionUser | null) => ctx.api.call<PodcastEpisodeView>(episodeHandler, { params: params(id), user });

describe('GET /podcasts/users', () => {
  it('lists published episodes only, newest first, with their rating', async () => {
    const older = await insertPodcast(ctx.db, { published: true, title: 'Daftar Lama' });
    const newer = await insertPodcast(ctx.db, { published: true, title: 'Daftar Baru' });
    const draft = await insertPodcast(ctx.db, { published: false, title: 'Daftar Draf' });
    await vote(older.id, cast.user, { stars: 4 });
    await vote(older.id, cast.other, { stars: 5 });
    const res = await ctx.api.call<Paginated<PodcastCard>>(usersListHandler, { path: '/?search=daftar', user: cast.user });
    expect(res.status).toBe(200);
    expect(res.body.data.map((p) => p.id)).toEqual([newer.id, older.id]);
    expect(res.body.data.map((p) => p.id)).not.toContain(draft.id);
    expect(res.body.data[1]).toMatchObject({ title: 'Daftar Lama', short_description: 'Ringkasan', rating: { average: 4.5, count: 2 }, cover_url: null });
    expect(res.body.data[0].rating).toEqual({ average: 0, count: 0 });
    // Admins see the same published list here (drafts are in GET /podcasts).
    const admin = await ctx.api.call<Paginated<PodcastCard>>(usersListHandler, { path: '/?search=daftar', user: cast.admin });
    expect(admin.body.total).toBe(2);
  });

  it('needs a session (401)', async () => {
    expect((await ctx.api.call(usersListHandler, { user: null })).status).toBe(401);
  });
});

describe('GET /podcasts/users/{id}', () => {
  it('shows a published episode with its description HTML, transcript, audio URL and my vote', async () => {
    const live = await insertPodcast(ctx.db, { published: true });
    await vote(live.id, cast.user, { stars: 3, comment: 'Cukup' });
    const res = await episode(live.id, cast.user);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      description_html: '<p>Deskripsi <strong>uji</strong></p>',
      transcript: 'Transkrip uji',
      audio_url: expect.stringContaining(`/helpdesk/api/podcasts/${live.id}/audio`),
      rating: { average: 3, count: 1, mine: { stars: 3, comment: 'Cukup' } },
    });
    expect((await episode(live.id, cast.other)).body.rating.mine).toBeNull();
  });

  it('answers 404 for a draft to users and agents; admins may preview it', async () => {
    const draft = await insertPodcast(ctx.db, { published: false });
    expect((await episode(draft.id, cast.user)).status).toBe(404);
    expect((await episode(draft.id, cast.agent)).status).toBe(404);
    expect((await episode(draft.id, cast.admin)).status).toBe(200);
    expect((await episode(draft.id, null)).status).toBe(401);
  });
});

describe('PUT and DELETE /podcasts/{id}/vote', () => {
  it('keeps one vote per person: a second PUT changes it, and the average follows', async () => {
    const live = await insertPodcast(ctx.db, { published: true });
    expect((await vote(live.id, cast.user, { stars: 2 })).body).toEqual({ average: 2, count: 1, mine: { stars: 2, comment: null } });
    expect((await vote(live.id, cast.other, { stars: 5, comment: 'Bagus' })).body).toEqual({ average: 3.5, count: 2, mine: { stars: 5, comment: 'Bagus' } });
    const changed = await vote(live.id, cast.user, { stars: 4, comment: 'Setelah didengar lagi' });
    expect(changed.body).toEqual({ average: 4.5, count: 2, mine: { stars: 4, comment: 'Setelah didengar lagi' } });
    const withdrawn = await ctx.api.call<Rating>(voteHandler, { method: 'DELETE', params: params(live.id), user: cast.user });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toEqual({ average: 5, count: 1, mine: null });
    expect((await episode(live.id, cast.other)).body.rating).toEqual({ average: 5, count: 1, mine: { stars: 5, comment: 'Bagus' } });
  });

  it('rounds the average to one decimal', async () => {
    const live = await insertPodcast(ctx.db, { published: true });
    const third = await createUser(ctx.db);
    await vote(live.id, cast.user, { stars: 5 });
    await vote(live.id, cast.other, { stars: 4 });
    expect((await vote(live.id, third, { stars: 4 })).body).toMatchObject({ average: 4.3, count: 3 });
  });

  it.each([0, 6, 2.5, '5'])('refuses %s stars (400)', async (stars) => {
    const live = await insertPodcast(ctx.db, { published: true });
    const res = await vote(live.id, cast.user, { stars });
    expect(res.status).toBe(400);
    expect(res.body.fields?.map((f) => f.path)).toContain('stars');
  });

  it('answers 404 for a draft and 401 without a session', async () => {
    const draft = await insertPodcast(ctx.db, { published: false });
    expect((await vote(draft.id, cast.user, { stars: 5 })).status).toBe(404);
    expect((await ctx.api.call(voteHandler, { method: 'DELETE', params: params(draft.id), user: cast.user })).status).toBe(404);
    expect((await ctx.api.call(voteHandler, { method: 'PUT', params: params(draft.id), body: { stars: 5 }, user: null })).status).toBe(401);
  });
});

describe('comments', () => {
  const list = (id: number, user: SessionUser) => ctx.api.call<Paginated<PodcastCommentView>>(commentsHandler, { params: params(id), user });
  const post = (id: number, user: SessionUser, content: string) => ctx.api.call<PodcastCommentView>(commentsHandler, { method: 'POST', params: params(id), body: { content }, user });

  it('posts markdown (201, sanitized HTML) and lists oldest first with the author and can_edit', async () => {
    const live = await insertPodcast(ctx.db, { published: true });
    const first = await post(live.id, cast.user, 'Pertama **tebal** <script>alert(1)</script>');
    expect(first.status).toBe(201);
    expect(first.body.content_html).toContain('<strong>tebal</strong>');
    expect(first.body.content_html).not.toContain('<script');
    await post(live.id, cast.agent, 'Kedua');
    const mine = await list(live.id, cast.user);
    expect(mine.body.data.map((c) => [c.content_markdown.slice(0, 7), c.user.id, c.can_edit])).toEqual([
      ['Pertama', cast.user.id, true],
      ['Kedua', cast.agent.id, false],
    ]);
    // Admins moderate nothing here: another's comment is not theirs to edit.
    expect((await list(live.id, cast.admin)).body.data.map((c) => c.can_edit)).toEqual([false, false]);
  });

  it('lets the author edit and delete their comment', async () => {
    const live = await insertPodcast(ctx.db, { published: true });
    const id = await insertPodcastComment(ctx.db, live.id, cast.user.id);
    const edited = await ctx.api.call<PodcastCommentView>(commentHandler, { method: 'PATCH', params: params(live.id, id), body: { content: 'Diubah *sedikit*' }, user: cast.user });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ content_markdown: 'Diubah *sedikit*', content_html: '<p>Diubah <em>sedikit</em></p>', can_edit: true });
    expect((await ctx.api.call(commentHandler, { method: 'DELETE', params: params(live.id, id), user: cast.user })).status).toBe(204);
    expect((await list(live.id, cast.user)).body.total).toBe(0);
  });

  it.each([
    ['an admin', () => cast.admin],
    ['an agent', () => cast.agent],
    ['another user', () => cast.other],
  ])('refuses %s on someone else’s comment (403)', async (_who, who) => {
    const live = await insertPodcast(ctx.db, { published: true });
    const id = await insertPodcastComment(ctx.db, live.id, cast.user.id, 'Milik pengguna');
    const patch = await ctx.api.call<ErrorBody>(commentHandler, { method: 'PATCH', params: params(live.id, id), body: { content: 'Dibajak' }, user: who() });
    expect(patch.status).toBe(403);
    expect(patch.body.message).toBe('Hanya penulis komentar yang dapat mengubah atau menghapusnya');
    expect((await ctx.api.call(commentHandler, { method: 'DELETE', params: params(live.id, id), user: who() })).status).toBe(403);
    expect((await list(live.id, cast.user)).body.data[0].content_markdown).toBe('Milik pengguna');
  });

  it('answers 404 for a comment of another episode and for a draft’s comments', async () => {
    const live = await insertPodcast(ctx.db, { published: true });
    const other = await insertPodcast(ctx.db, { published: true });
    const id = await insertPodcastComment(ctx.db, other.id, cast.user.id);
    expect((await ctx.api.call(commentHandler, { method: 'DELETE', params: params(live.id, id), user: cast.user })).status).toBe(404);
    const draft = await insertPodcast(ctx.db, { published: false });
    expect((await list(draft.id, cast.user)).status).toBe(404);
    expect((await post(draft.id, cast.user, 'Halo')).status).toBe(404);
  });

  it('refuses an empty comment (400)', async () => {
    const live = await insertPodcast(ctx.db, { published: true });
    expect((await post(live.id, cast.user, '   ')).status).toBe(400);
  });
});
