import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import commentsHandler from '@/pages/api/feed/posts/[id]/comments';
import commentHandler from '@/pages/api/feed/comments/[id]';
import notificationsHandler from '@/pages/api/notifications';
import { notifications, posts } from '@/server/db/schema';
import type { FeedCommentView, FeedThread } from '@/utils/schemas/feed';
import type { NotificationPage } from '@/utils/schemas/tickets';
import { useApiContext } from '../helpers/api-context';
import { insertPost } from '../helpers/feed-fixtures';
import { knowledgeCast, type KnowledgeCast } from '../helpers/knowledge-fixtures';
import type { SessionUser } from '@/utils/session-user';

const ctx = useApiContext();
let cast: KnowledgeCast;
const params = (id: number) => ({ id: String(id) });

beforeAll(async () => {
  cast = await knowledgeCast(ctx.db);
});

const comment = (postId: number, user: SessionUser, content: string, parentId?: number) =>
  ctx.api.call<FeedCommentView>(commentsHandler, { method: 'POST', params: params(postId), body: { content, parent_id: parentId }, user });
const countOf = async (postId: number) => (await ctx.db.select({ n: posts.commentsCount }).from(posts).where(eq(posts.id, postId)))[0].n;
const sentFor = async (postId: number) =>
  (await ctx.db.select().from(notifications).where(eq(notifications.link, `/feed/${postId}`))).map((n) => `${n.type} ${n.fromUserId}->${n.toUserId}`).sort();

describe('threaded comments', () => {
  it('answers the thread: top-level oldest first, replies under their parent, counts in step', async () => {
    const postId = await insertPost(ctx.db, cast.agent.id);
    const first = await comment(postId, cast.user, 'pertama');
    expect(first.status).toBe(201);
    const second = await comment(postId, cast.other, 'kedua');
    const reply = await comment(postId, cast.agent, 'balasan', first.body.id);
    await comment(postId, cast.user, 'balasan balasan', reply.body.id);
    const thread = await ctx.api.call<FeedThread>(commentsHandler, { params: params(postId), user: cast.other });
    expect(thread.status).toBe(200);
    expect(thread.body.total).toBe(4);
    expect(thread.body.data.map((c) => c.content_markdown)).toEqual(['pertama', 'kedua']);
    expect(thread.body.data[0].replies.map((c) => c.content_markdown)).toEqual(['balasan']);
    expect(thread.body.data[0].replies[0].replies[0]).toMatchObject({ content_markdown: 'balasan balasan', parent_id: reply.body.id });
    expect(thread.body.data[1]).toMatchObject({ id: second.body.id, can_edit: true, can_delete: true });
    expect(await countOf(postId)).toBe(4);
  });

  it('refuses a parent of another post with 422 and stores nothing', async () => {
    const elsewhere = await insertPost(ctx.db, cast.other.id);
    const parent = await comment(elsewhere, cast.other, 'di tempat lain');
    const postId = await insertPost(ctx.db, cast.other.id);
    const res = await comment(postId, cast.user, 'nyasar', parent.body.id);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'INVALID_PARENT' });
    expect(await countOf(postId)).toBe(0);
  });

  it('sanitizes a comment: a <script> never reaches content_html', async () => {
    const postId = await insertPost(ctx.db, cast.other.id);
    const res = await comment(postId, cast.user, 'aman <script>alert(1)</script>');
    expect(res.body.content_html).not.toMatch(/<script/i);
  });

  it('lets only the author edit', async () => {
    const postId = await insertPost(ctx.db, cast.other.id);
    const mine = await comment(postId, cast.user, 'asli');
    for (const someone of [cast.other, cast.agent, cast.admin]) {
      expect((await ctx.api.call(commentHandler, { method: 'PATCH', params: params(mine.body.id), body: { content: 'x' }, user: someone })).status).toBe(403);
    }
    const res = await ctx.api.call<FeedCommentView>(commentHandler, { method: 'PATCH', params: params(mine.body.id), body: { content: '**baru**' }, user: cast.user });
    expect(res.body).toMatchObject({ content_html: '<p><strong>baru</strong></p>', is_edited: true });
  });

  it('deletes with replies for the author or an admin; others get 403; the count drops by all of them', async () => {
    const postId = await insertPost(ctx.db, cast.other.id);
    const root = await comment(postId, cast.user, 'akar');
    const reply = await comment(postId, cast.other, 'anak', root.body.id);
    await comment(postId, cast.agent, 'cucu', reply.body.id);
    const kept = await comment(postId, cast.agent, 'lain');
    for (const someone of [cast.other, cast.agent]) {
      expect((await ctx.api.call(commentHandler, { method: 'DELETE', params: params(root.body.id), user: someone })).status).toBe(403);
    }
    expect((await ctx.api.call(commentHandler, { method: 'DELETE', params: params(root.body.id), user: cast.user })).status).toBe(204);
    expect(await countOf(postId)).toBe(1);
    expect((await ctx.api.call(commentHandler, { method: 'DELETE', params: params(kept.body.id), user: cast.admin })).status).toBe(204);
    expect(await countOf(postId)).toBe(0);
    expect((await ctx.api.call(commentHandler, { method: 'DELETE', params: params(kept.body.id), user: cast.admin })).status).toBe(404);
  });

  it('answers 404 for a post or comment that is not there', async () => {
    expect((await comment(999_999, cast.user, 'x')).status).toBe(404);
    expect((await ctx.api.call(commentsHandler, { params: params(999_999), user: cast.user })).status).toBe(404);
    expect((await ctx.api.call(commentHandler, { method: 'PATCH', params: params(999_999), body: { content: 'x' }, user: cast.user })).status).toBe(404);
  });
});

describe('notifications of comments', () => {
  it('tells the post author and the replied comment\'s author, each once, never oneself', async () => {
    const postId = await insertPost(ctx.db, cast.agent.id);
    const top = await comment(postId, cast.user, 'komentar');
    await comment(postId, cast.agent, 'penulis membalas', top.body.id);
    await comment(postId, cast.other, 'orang ketiga membalas', top.body.id);
    await comment(postId, cast.agent, 'penulis berkomentar sendiri');
    const u = cast.user.id, a = cast.agent.id, o = cast.other.id;
    expect(await sentFor(postId)).toEqual([`comment_replied ${a}->${u}`, `comment_replied ${o}->${u}`, `post_commented ${o}->${a}`, `post_commented ${u}->${a}`].sort());
  });

  it('a reply to the post author\'s own comment tells them once (comment_replied)', async () => {
    const postId = await insertPost(ctx.db, cast.admin.id);
    const own = await comment(postId, cast.admin, 'penulis');
    await comment(postId, cast.user, 'balas penulis', own.body.id);
    expect(await sentFor(postId)).toEqual([`comment_replied ${cast.user.id}->${cast.admin.id}`]);
  });

  it('shows in the bell with the link to the post and the comment as preview', async () => {
    const postId = await insertPost(ctx.db, cast.other.id);
    await comment(postId, cast.user, 'Halo **semua**');
    const bell = await ctx.api.call<NotificationPage>(notificationsHandler, { user: cast.other });
    const n = bell.body.data.find((x) => x.link === `/feed/${postId}`);
    expect(n).toMatchObject({ type: 'post_commented', ticket_id: null, preview: 'Halo semua', title: `${cast.user.name} mengomentari postingan Anda` });
  });
});
