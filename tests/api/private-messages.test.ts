import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import listHandler from '@/pages/api/private-messages';
import itemHandler from '@/pages/api/private-messages/[id]';
import { notifications, privateMessages } from '@/server/db/schema';
import type { PrivateMessagePage, PrivateMessageView } from '@/utils/schemas/knowledge';
import { expectFieldError, historyTexts, knowledgeCast, type KnowledgeCast } from '../helpers/knowledge-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

let cast: KnowledgeCast;

beforeAll(async () => {
  cast = await knowledgeCast(ctx.db);
});

const send = (from: KnowledgeCast['user'], to: number, subject: string, content = 'Mohon info **segera**.') =>
  ctx.api.call<PrivateMessageView>(listHandler, { method: 'POST', body: { receiver_id: to, subject, content }, user: from });
const box = (user: KnowledgeCast['user'], query = '') => ctx.api.call<PrivateMessagePage>(listHandler, { path: `/${query}`, user });

describe('POST /api/private-messages', () => {
  it('answers 401 without a session', async () => {
    expect((await ctx.api.call(listHandler, { method: 'POST', body: { receiver_id: cast.agent.id, subject: 'x', content: 'y' }, user: null })).status).toBe(401);
  });

  it('sends, notifies the receiver and records the sender history, in one go', async () => {
    const res = await send(cast.user, cast.agent.id, 'Berkas kenaikan pangkat');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ subject: 'Berkas kenaikan pangkat', sender: { id: cast.user.id }, receiver: { id: cast.agent.id }, read_at: null });
    expect(res.body.content_html).toContain('<strong>segera</strong>');
    const notes = await ctx.db.select().from(notifications).where(and(eq(notifications.toUserId, cast.agent.id), eq(notifications.type, 'private_message')));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ fromUserId: cast.user.id, title: `Pesan baru dari ${cast.user.name}`, content: 'Berkas kenaikan pangkat' });
    expect(await historyTexts(ctx.db, cast.user.id)).toContain('Anda mengirim pesan pribadi');
  });

  it.each([
    ['to yourself', () => ({ receiver_id: cast.other.id, subject: 'x', content: 'y' }), 'receiver_id'],
    ['to nobody', () => ({ receiver_id: 999999, subject: 'x', content: 'y' }), 'receiver_id'],
    ['without a subject', () => ({ receiver_id: cast.agent.id, content: 'y' }), 'subject'],
    ['with an empty content', () => ({ receiver_id: cast.agent.id, subject: 'x', content: ' ' }), 'content'],
  ])('answers 400 for a message %s and stores nothing', async (_n, body, field) => {
    await expectFieldError(ctx.api, listHandler, { method: 'POST', body: body(), user: cast.other }, field);
    expect(await ctx.db.select().from(privateMessages).where(eq(privateMessages.senderId, cast.other.id))).toHaveLength(0);
  });
});

describe('reading private messages', () => {
  it('lists the inbox and the sent box with the other person, newest first', async () => {
    await send(cast.admin, cast.other.id, 'Undangan rapat');
    await send(cast.agent, cast.other.id, 'Jawaban berkas');
    const inbox = await box(cast.other);
    expect(inbox.body.data.map((m) => [m.subject, m.counterpart.id])).toEqual([['Jawaban berkas', cast.agent.id], ['Undangan rapat', cast.admin.id]]);
    expect(inbox.body).toMatchObject({ total: 2, unread: 2, page: 1, limit: 10 });
    const sent = await box(cast.agent, '?box=sent');
    expect(sent.body.data.map((m) => [m.subject, m.counterpart.id])).toEqual([['Jawaban berkas', cast.other.id]]);
  });

  it('filters unread ones and searches subject, content and the other person', async () => {
    expect((await box(cast.other, `?search=${encodeURIComponent(cast.admin.username)}`)).body.data.map((m) => m.subject)).toEqual(['Undangan rapat']);
    expect((await box(cast.other, '?search=RAPAT')).body.total).toBe(1);
    expect((await box(cast.other, '?search=%25')).body.total).toBe(0);
  });

  it('shows a message to its sender and receiver only; reading it (GET) marks nothing, the receiver\'s PATCH does', async () => {
    const { body } = await send(cast.agent, cast.other.id, 'Rahasia');
    const params = { id: String(body.id) };
    const markRead = (user: typeof cast.user) => ctx.api.call<PrivateMessageView>(itemHandler, { method: 'PATCH', params, body: { read: true }, user });
    expect((await ctx.api.call(itemHandler, { params, user: cast.user })).status).toBe(404);
    expect((await ctx.api.call(itemHandler, { params, user: cast.admin })).status).toBe(404);
    expect((await markRead(cast.admin)).status).toBe(404);
    // An <img src=".../private-messages/ID"> in someone's markdown makes the browser GET it: no effect.
    const fetched = await ctx.api.call<PrivateMessageView>(itemHandler, { params, user: cast.other });
    expect(fetched.status).toBe(200);
    expect(fetched.body.read_at).toBeNull();
    expect((await markRead(cast.agent)).body.read_at).toBeNull(); // the sender cannot mark it
    const opened = await markRead(cast.other);
    expect(opened.status).toBe(200);
    expect(opened.body.read_at).not.toBeNull();
    expect((await markRead(cast.other)).body.read_at).toBe(opened.body.read_at); // the first read time stays
    expect((await ctx.api.call(itemHandler, { method: 'PATCH', params, body: { read: false }, user: cast.other })).status).toBe(400);
    const unread = await box(cast.other, '?unread=true');
    expect(unread.body.data.map((m) => m.subject)).not.toContain('Rahasia');
    expect(unread.body.unread).toBe(unread.body.total);
  });

  it('answers 401 without a session and 400 for an unknown box', async () => {
    expect((await ctx.api.call(listHandler, { user: null })).status).toBe(401);
    await expectFieldError(ctx.api, listHandler, { path: '/?box=trash', user: cast.user }, 'box');
  });
});
