import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import listHandler from '@/pages/api/feed/posts';
import postHandler from '@/pages/api/feed/posts/[id]';
import likesHandler from '@/pages/api/feed/posts/[id]/likes';
import reactionsHandler from '@/pages/api/feed/posts/[id]/reactions';
import { notifications, postLikes, posts } from '@/server/db/schema';
import { setRateLimitStore } from '@/server/http/rate-limit';
import { MemoryRateLimitStore } from '@/server/http/rate-limit-store';
import type { PostLikeView, PostPage, PostView } from '@/utils/schemas/feed';
import { useApiContext } from '../helpers/api-context';
import { createUser } from '../helpers/fixtures';
import { insertPost } from '../helpers/feed-fixtures';
import { knowledgeCast, type KnowledgeCast } from '../helpers/knowledge-fixtures';

const ctx = useApiContext();
let cast: KnowledgeCast;
const ids: Record<string, number> = {};
const params = (id: number) => ({ id: String(id) });

beforeAll(async () => {
  cast = await knowledgeCast(ctx.db);
  // Three posts whose order differs per sort: newest is "quiet", most liked "loved", most discussed "debated".
  ids.debated = await insertPost(ctx.db, cast.other.id, 'debated', { likesCount: 1, commentsCount: 9 });
  ids.loved = await insertPost(ctx.db, cast.agent.id, 'loved', { likesCount: 7, commentsCount: 2 });
  ids.quiet = await insertPost(ctx.db, cast.user.id, 'quiet');
});

const contents = (page: PostPage) => page.data.map((p) => p.content_markdown);

describe('GET /feed/posts', () => {
  it('answers 401 without a session', async () => {
    expect((await ctx.api.call(listHandler, { user: null })).status).toBe(401);
  });

  it.each([
    ['newest', ['quiet', 'loved', 'debated']],
    ['likes', ['loved', 'debated', 'quiet']],
    ['comments', ['debated', 'loved', 'quiet']],
  ])('sorts by %s', async (sort, expected) => {
    const res = await ctx.api.call<PostPage>(listHandler, { path: `/?sort=${sort}`, user: cast.agent });
    expect(res.status).toBe(200);
    expect(contents(res.body)).toEqual(expected);
  });

  it('keeps one\'s own posts with mine=true, and pages', async () => {
    const mine = await ctx.api.call<PostPage>(listHandler, { path: '/?mine=true', user: cast.user });
    expect(contents(mine.body)).toEqual(['quiet']);
    expect(mine.body.total).toBe(1);
    const second = await ctx.api.call<PostPage>(listHandler, { path: '/?page=2&limit=2', user: cast.user });
    expect(second.body).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(contents(second.body)).toEqual(['debated']);
  });

  it('refuses an unknown sort with 400', async () => {
    expect((await ctx.api.call(listHandler, { path: '/?sort=random', user: cast.user })).status).toBe(400);
  });
});

describe('writing posts', () => {
  it('creates with sanitized HTML: a <script> never reaches content_html', async () => {
    const res = await ctx.api.call<PostView>(listHandler, { method: 'POST', body: { content: '**Halo** <script>alert(1)</script><img src=x onerror=alert(2)>' }, user: cast.user });
    expect(res.status).toBe(201);
    expect(res.body.content_html).toContain('<strong>Halo</strong>');
    expect(res.body.content_html).not.toMatch(/<script|onerror/i);
    expect(res.body).toMatchObject({ author: { id: cast.user.id }, likes_count: 0, can_edit: true, can_delete: true, is_edited: false });
  });

  it('lets only the author edit, whatever the role (admins included)', async () => {
    const id = await insertPost(ctx.db, cast.user.id, 'asli');
    for (const someone of [cast.other, cast.agent, cast.admin]) {
      expect((await ctx.api.call(postHandler, { method: 'PATCH', params: params(id), body: { content: 'diubah' }, user: someone })).status).toBe(403);
    }
    const res = await ctx.api.call<PostView>(postHandler, { method: 'PATCH', params: params(id), body: { content: '_diubah_' }, user: cast.user });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ content_markdown: '_diubah_', content_html: '<p><em>diubah</em></p>', is_edited: true });
  });

  it('lets the author and admins delete; agents and users get 403 on someone else\'s', async () => {
    const id = await insertPost(ctx.db, cast.other.id, 'hapus saya');
    expect((await ctx.api.call(postHandler, { method: 'DELETE', params: params(id), user: cast.agent })).status).toBe(403);
    expect((await ctx.api.call(postHandler, { method: 'DELETE', params: params(id), user: cast.user })).status).toBe(403);
    const seen = await ctx.api.call<PostView>(postHandler, { params: params(id), user: cast.admin });
    expect(seen.body).toMatchObject({ can_edit: false, can_delete: true });
    expect((await ctx.api.call(postHandler, { method: 'DELETE', params: params(id), user: cast.admin })).status).toBe(204);
    expect((await ctx.api.call(postHandler, { params: params(id), user: cast.admin })).status).toBe(404);
    const own = await insertPost(ctx.db, cast.agent.id, 'milik agen');
    expect((await ctx.api.call(postHandler, { method: 'DELETE', params: params(own), user: cast.agent })).status).toBe(204);
  });
});

describe('likes', () => {
  it('are idempotent, keep likes_count in step and carry custom_id and username', async () => {
    const id = await insertPost(ctx.db, cast.other.id, 'suka');
    for (let i = 0; i < 2; i += 1) {
      const res = await ctx.api.call<PostView>(likesHandler, { method: 'PUT', params: params(id), user: cast.user });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ likes_count: 1, liked: true });
    }
    await ctx.api.call(likesHandler, { method: 'PUT', params: params(id), user: cast.agent });
    const likes = await ctx.api.call<{ data: PostLikeView[]; total: number }>(likesHandler, { params: params(id), user: cast.admin });
    expect(likes.body.total).toBe(2);
    expect(likes.body.data[0].user).toEqual({ id: cast.user.id, custom_id: `simaster|test-${cast.user.username}`, username: cast.user.username, name: cast.user.name, image: null });
    const [row] = await ctx.db.select({ n: posts.likesCount }).from(posts).where(eq(posts.id, id));
    expect(row.n).toBe(2);

    for (let i = 0; i < 2; i += 1) {
      const res = await ctx.api.call<PostView>(likesHandler, { method: 'DELETE', params: params(id), user: cast.user });
      expect(res.body).toMatchObject({ likes_count: 1, liked: false });
    }
    expect(await ctx.db.select().from(postLikes).where(eq(postLikes.postId, id))).toHaveLength(1);
  });

  it('keeps the count exact under parallel likes, the same person liking three times included', async () => {
    const id = await insertPost(ctx.db, cast.admin.id, 'serentak');
    const people = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(ctx.db)));
    const answers = await Promise.all([...people, people[0], people[0]].map((user) => ctx.api.call(likesHandler, { method: 'PUT', params: params(id), user })));
    expect(answers.map((a) => a.status)).toEqual(Array(7).fill(200));
    const [row] = await ctx.db.select({ n: posts.likesCount }).from(posts).where(eq(posts.id, id));
    expect(row.n).toBe(5);
    expect(await ctx.db.select().from(postLikes).where(eq(postLikes.postId, id))).toHaveLength(5);
  });

  it('sends the first likers with the current user for the tooltip', async () => {
    const id = await insertPost(ctx.db, cast.admin.id, 'ramai');
    const people = [cast.user, cast.agent, ...(await Promise.all([1, 2, 3, 4].map(() => createUser(ctx.db))))];
    for (const p of people) await ctx.api.call(likesHandler, { method: 'PUT', params: params(id), user: p });
    const last = people.at(-1)!;
    const res = await ctx.api.call<PostView>(postHandler, { params: params(id), user: last });
    expect(res.body.likes_count).toBe(6);
    expect(res.body.likers.map((u) => u.id)).toEqual([...people.slice(0, 4), last].map((p) => p.id));
  });

  it('tells the author once per new like, with a link to the post, and never oneself', async () => {
    const id = await insertPost(ctx.db, cast.agent.id, 'kabar');
    await ctx.api.call(likesHandler, { method: 'PUT', params: params(id), user: cast.user });
    await ctx.api.call(likesHandler, { method: 'PUT', params: params(id), user: cast.user });
    await ctx.api.call(likesHandler, { method: 'PUT', params: params(id), user: cast.agent });
    const sent = await ctx.db.select().from(notifications).where(eq(notifications.link, `/feed/${id}`));
    expect(sent.map((n) => ({ to: n.toUserId, from: n.fromUserId, type: n.type }))).toEqual([{ to: cast.agent.id, from: cast.user.id, type: 'post_liked' }]);
    expect(sent[0].title).toBe(`${cast.user.name} menyukai postingan Anda`);
  });

  // Issue 30: a like/unlike loop flooded the author's bell (20 notifications in 2 s).
  it('tells the author of a person\'s like once, however often it is unliked and liked again; a loop meets the rate limit', async () => {
    const id = await insertPost(ctx.db, cast.agent.id, 'suka-tidak-suka');
    const liker = await createUser(ctx.db, { role: 'user' });
    setRateLimitStore(new MemoryRateLimitStore());
    for (let i = 0; i < 10; i += 1) {
      expect((await ctx.api.call(likesHandler, { method: 'PUT', params: params(id), user: liker })).status).toBe(200);
      expect((await ctx.api.call(likesHandler, { method: 'DELETE', params: params(id), user: liker })).status).toBe(200);
    }
    const sent = await ctx.db.select().from(notifications).where(eq(notifications.link, `/feed/${id}`));
    expect(sent.map((n) => n.fromUserId)).toEqual([liker.id]);
    const statuses: number[] = [];
    for (let i = 0; i < 45; i += 1) statuses.push((await ctx.api.call(likesHandler, { method: 'PUT', params: params(id), user: liker })).status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const refused = await ctx.api.call<{ code: string }>(reactionsHandler, { method: 'PUT', params: params(id), body: { emoji: '👍' }, user: liker });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    setRateLimitStore(new MemoryRateLimitStore());
  });

  it('answers 404 for a post that is not there', async () => {
    expect((await ctx.api.call(likesHandler, { method: 'PUT', params: { id: '999999' }, user: cast.user })).status).toBe(404);
    expect((await ctx.api.call(likesHandler, { params: { id: '999999' }, user: cast.user })).status).toBe(404);
  });
});

describe('reactions', () => {
  it('toggle one emoji of the ticket set per person, with who reacted', async () => {
    const id = await insertPost(ctx.db, cast.other.id, 'reaksi');
    const put = (user = cast.user, emoji = '🎉') => ctx.api.call<PostView>(reactionsHandler, { method: 'PUT', params: params(id), body: { emoji }, user });
    await put(cast.agent);
    const on = await put();
    expect(on.body.reactions).toEqual([{ emoji: '🎉', count: 2, mine: true, users: [expect.objectContaining({ id: cast.agent.id }), expect.objectContaining({ id: cast.user.id })] }]);
    const off = await put();
    expect(off.body.reactions).toEqual([expect.objectContaining({ emoji: '🎉', count: 1, mine: false })]);
    expect((await put(cast.user, '🦄')).status).toBe(400);
  });
});
