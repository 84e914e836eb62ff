import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import eventsHandler from '@/pages/api/events';
import commentsHandler from '@/pages/api/tickets/[id]/comments/index';
import messagesHandler from '@/pages/api/private-messages/index';
import messageHandler from '@/pages/api/private-messages/[id]';
import { realtimeEvents } from '@/server/db/schema';
import { apiRoute, route } from '@/server/http/api-route';
import { openLiveStream } from '@/server/realtime/live-stream';
import { announceComment } from '@/server/realtime/announce';
import { CATCH_UP_LIMIT } from '@/server/realtime/catch-up';
import { recordEvents } from '@/server/realtime/record-events';
import { pruneLiveEvents } from '@/server/realtime/retention';
import { MAX_STREAMS_PER_USER, openStreamCount } from '@/server/realtime/stream-registry';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { createTicket } from '../helpers/comment-fixtures';
import { createUser } from '../helpers/fixtures';
import { openSse, useSseStreams, type SseMessage, type SseStream } from '../helpers/sse-client';

const ctx = useApiContext();
let admin: SessionUser;
let agent: SessionUser;
let requester: SessionUser;
let stranger: SessionUser;

beforeAll(async () => {
  admin = await createUser(ctx.db, { role: 'admin' });
  agent = await createUser(ctx.db, { role: 'agent' });
  requester = await createUser(ctx.db, { role: 'user' });
  stranger = await createUser(ctx.db, { role: 'user' });
});

const sse = useSseStreams(() => ctx.api, eventsHandler);
/** A stream as the browser opens it; resolves once the server said `ready`. */
const listen = (user: SessionUser | null, query = '', headers: Record<string, string> = {}) => sse.listen(user, `/events${query}`, headers);
const comment = (ticketId: number, user: SessionUser, body: Record<string, unknown> = {}) =>
  ctx.api.call<{ id: number }>(commentsHandler, { method: 'POST', params: { id: String(ticketId) }, user, body: { markdown: 'Sudah kami cek.', ...body } });
const ticketFor = () => createTicket(ctx.db, { requester, assignee: agent });
const quiet = (ms = 300) => new Promise((r) => setTimeout(r, ms));

describe('GET /api/events: who may listen', () => {
  it('refuses a visitor with 401 as JSON, before any stream', async () => {
    const res = await ctx.api.call<{ code: string }>(eventsHandler, { path: '/events', user: null });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHORIZED');
  });

  it("answers 404 for a ticket the user may not see (someone else's, unpublished), and 400 for a bad list", async () => {
    const hidden = await createTicket(ctx.db, { requester: stranger });
    const res = await ctx.api.call<{ code: string; message: string }>(eventsHandler, { path: `/events?tickets=${hidden.id}`, user: requester });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'NOT_FOUND', message: 'Tiket tidak ditemukan' });
    expect((await ctx.api.call(eventsHandler, { path: '/events?tickets=1,x', user: requester })).status).toBe(400);
    expect((await ctx.api.call(eventsHandler, { path: '/events', user: requester, headers: { 'last-event-id': 'abc' } })).status).toBe(400);
  });

  it('streams with the SSE headers, retry and a ready event carrying the newest id', async () => {
    const stream = await listen(requester);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.retry).toBe(3000);
    expect(stream.messages[0]).toMatchObject({ type: 'ready' });
    expect(Number(stream.messages[0].id)).toBeGreaterThanOrEqual(0);
  });

  it(`caps a user at ${MAX_STREAMS_PER_USER} open streams (429), and frees a slot when one closes`, async () => {
    for (let i = 0; i < MAX_STREAMS_PER_USER; i += 1) await listen(stranger);
    const refused = await ctx.api.call<{ code: string; message: string }>(eventsHandler, { path: '/events', user: stranger });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_STREAMS');
    const first = sse.open.shift() as SseStream;
    first.close();
    await first.ended;
    await quiet(100);
    expect((await listen(stranger)).status).toBe(200);
  });
});

describe('GET /api/events: what arrives', () => {
  it("a comment by the agent arrives on the requester's ticket topic, and its notification on the user topic", async () => {
    const ticket = await ticketFor();
    const stream = await listen(requester, `?tickets=${ticket.id}`);
    const posted = await comment(ticket.id, agent);
    expect(posted.status).toBe(201);
    // Within a second of the answer (the commit), usually before it.
    const onTicket = await stream.next((m) => m.type === 'comment_created', { timeoutMs: 1_000 });
    expect(onTicket).toMatchObject({ topic: `ticket:${ticket.id}`, data: { ticketId: ticket.id, commentId: posted.body.id } });
    const bell = await stream.next((m) => m.type === 'notification');
    expect(bell).toMatchObject({ topic: `user:${requester.id}`, data: { kind: 'comment_created', ticketId: ticket.id } });
    expect(Number(bell.id)).toBeGreaterThan(0);
  });

  it('an internal note reaches staff (the staff topic) and never the requester', async () => {
    const ticket = await ticketFor();
    const requesterStream = await listen(requester, `?tickets=${ticket.id}`);
    const adminStream = await listen(admin, `?tickets=${ticket.id}`);
    const note = await comment(ticket.id, agent, { is_internal: true });
    expect(note.status).toBe(201);
    await adminStream.next((m) => m.type === 'comment_created' && m.data.commentId === note.body.id);
    expect(adminStream.messages.find((m) => m.type === 'comment_created')?.topic).toBe(`ticket:${ticket.id}:staff`);
    await comment(ticket.id, agent);
    await requesterStream.next((m) => m.type === 'comment_created');
    expect(requesterStream.messages.filter((m) => m.type === 'comment_created').map((m) => m.data.commentId)).not.toContain(note.body.id);
  });

  it('a private message and its first reading reach both people', async () => {
    const senderStream = await listen(agent);
    const receiverStream = await listen(stranger);
    const sent = await ctx.api.call<{ id: number }>(messagesHandler, { method: 'POST', user: agent, body: { receiver_id: stranger.id, subject: 'Berkas', content: 'Mohon kirim SK.' } });
    expect(sent.status).toBe(201);
    await receiverStream.next((m) => m.type === 'message_sent' && m.data.messageId === sent.body.id);
    await receiverStream.next((m) => m.type === 'notification' && m.data.kind === 'private_message');
    await senderStream.next((m) => m.type === 'message_sent');
    const read = await ctx.api.call(messageHandler, { method: 'PATCH', params: { id: String(sent.body.id) }, user: stranger, body: { read: true } });
    expect(read.status).toBe(200);
    await senderStream.next((m) => m.type === 'message_read' && m.data.messageId === sent.body.id);
    // Reading again changes nothing and announces nothing.
    await ctx.api.call(messageHandler, { method: 'PATCH', params: { id: String(sent.body.id) }, user: stranger, body: { read: true } });
    await quiet();
    expect(senderStream.messages.filter((m) => m.type === 'message_read')).toHaveLength(1);
  });

  it('Last-Event-ID replays exactly the missed events of the topics, then goes live', async () => {
    const ticket = await ticketFor();
    const first = await listen(requester, `?tickets=${ticket.id}`);
    await comment(ticket.id, agent);
    await first.next((m) => m.type === 'notification');
    await first.next((m) => m.type === 'comment_created');
    const seen = { id: Math.max(...first.messages.map((m) => Number(m.id ?? 0))) };
    first.close();
    await first.ended;
    await comment(ticket.id, agent);
    await comment(ticket.id, admin);
    const topics = [`user:${requester.id}`, `ticket:${ticket.id}`];
    const missed = await ctx.db
      .select({ id: realtimeEvents.id, type: realtimeEvents.type })
      .from(realtimeEvents)
      .where(and(inArray(realtimeEvents.topic, topics), gt(realtimeEvents.id, Number(seen.id))))
      .orderBy(asc(realtimeEvents.id));
    // The notifications are written before the comment's event, in the same transaction.
    expect(missed.map((m) => m.type)).toEqual(['notification', 'comment_created', 'notification', 'comment_created']);
    const again = await listen(requester, `?tickets=${ticket.id}`, { 'last-event-id': String(seen.id) });
    const replayed = again.messages.slice(0, -1);
    expect(replayed.map((m: SseMessage) => [Number(m.id), m.type])).toEqual(missed.map((m) => [m.id, m.type]));
    expect(again.messages.at(-1)).toMatchObject({ type: 'ready', id: undefined });
    const live = again.messages.length;
    await comment(ticket.id, agent);
    await again.next((m) => m.type === 'comment_created', { from: live });
  });

  it(`more than ${CATCH_UP_LIMIT} missed events answer reset with the id to resume from`, async () => {
    const ticket = await ticketFor();
    const [before] = await recordEvents(ctx.db, [{ topic: `ticket:${ticket.id}`, type: 'ticket_updated', data: { ticketId: ticket.id } }]);
    const many = Array.from({ length: CATCH_UP_LIMIT + 1 }, () => ({ topic: `ticket:${ticket.id}`, type: 'ticket_updated', data: { ticketId: ticket.id } }));
    const rows = await recordEvents(ctx.db, many);
    const stream = await listen(requester, `?tickets=${ticket.id}&lastEventId=${before.id}`);
    expect(stream.messages.map((m) => m.type)).toEqual(['reset', 'ready']);
    expect(Number(stream.messages[0].id)).toBeGreaterThanOrEqual(rows.at(-1)?.id ?? Infinity);
  });

  it('a rolled-back write publishes nothing; a committed one (and its committed savepoint) does', async () => {
    const ticket = await ticketFor();
    const stream = await listen(requester, `?tickets=${ticket.id}`);
    const announce = (tx: Parameters<typeof announceComment>[0], commentId: number) => announceComment(tx, { ticketId: ticket.id, commentId, change: 'edited', isInternal: false });
    await expect(
      ctx.db.transaction(async (tx) => {
        await announce(tx, 1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await ctx.db.transaction(async (tx) => {
      await announce(tx, 2);
      await tx.transaction(async (inner) => announce(inner, 3));
      await tx
        .transaction(async (inner) => {
          await announce(inner, 4);
          throw new Error('savepoint rolled back');
        })
        .catch(() => undefined);
    });
    await stream.next((m) => m.data.commentId === 3);
    await quiet();
    expect(stream.messages.filter((m) => m.type === 'comment_edited').map((m) => m.data.commentId)).toEqual([2, 3]);
    const stored = await ctx.db.select({ data: realtimeEvents.data }).from(realtimeEvents).where(eq(realtimeEvents.topic, `ticket:${ticket.id}`));
    expect(stored.map((r) => r.data.commentId)).toEqual([2, 3]);
  });
});

describe('heartbeat', () => {
  // The route's stream with a 200 ms heartbeat instead of 25 s.
  const quickHeartbeat = apiRoute({
    GET: route({ handle: ({ res, user, log }) => openLiveStream({ db: ctx.db, userId: user.id, topics: [`user:${user.id}`], res, log, heartbeatMs: 200 }) }),
  });

  it('sends a heartbeat comment and, with it, catches up an event the bus never delivered (Redis down)', async () => {
    const stream = await openSse(ctx.api, quickHeartbeat, { user: stranger });
    sse.open.push(stream);
    await stream.next((m) => m.type === 'ready');
    // Stored but never published, as when the publishing process lost Redis.
    const [missed] = await ctx.db.insert(realtimeEvents).values({ topic: `user:${stranger.id}`, type: 'notification', data: { kind: 'reminder' } }).returning();
    const caught = await stream.next((m) => m.type === 'notification', { timeoutMs: 1_000 });
    expect(caught.id).toBe(String(missed.id));
    expect(stream.comments).toBeGreaterThanOrEqual(1);
    await quiet(500);
    expect(stream.messages.filter((m) => m.type === 'notification')).toHaveLength(1);
  });
});

describe('retention and shutdown', () => {
  it('deletes events older than 24 hours, at most once per 10 minutes', async () => {
    const [old] = await recordEvents(ctx.db, [{ topic: 'user:999999', type: 'notification', data: {} }]);
    await ctx.db.update(realtimeEvents).set({ createdAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(realtimeEvents.id, old.id));
    const [fresh] = await recordEvents(ctx.db, [{ topic: 'user:999999', type: 'notification', data: {} }]);
    const far = Date.now() + 3_600_000;
    expect(await pruneLiveEvents(ctx.db, far)).toBe(true);
    expect(await pruneLiveEvents(ctx.db, far + 60_000)).toBe(false);
    const left = await ctx.db.select({ id: realtimeEvents.id }).from(realtimeEvents).where(eq(realtimeEvents.topic, 'user:999999'));
    expect(left.map((r) => r.id)).toEqual([fresh.id]);
  });

  it('answers reset to a browser whose last id is older than what is kept', async () => {
    const [kept] = await recordEvents(ctx.db, [{ topic: `user:${requester.id}`, type: 'notification', data: {} }]);
    await ctx.db.delete(realtimeEvents).where(lt(realtimeEvents.id, kept.id));
    expect((await listen(requester, `?lastEventId=${kept.id - 5}`)).messages.map((m) => m.type)).toEqual(['reset', 'ready']);
    const current = await listen(requester, `?lastEventId=${kept.id - 1}`);
    expect(current.messages.map((m) => [m.type, m.id])).toEqual([['notification', String(kept.id)], ['ready', undefined]]);
  });

  it('closes every open stream when the process drains', async () => {
    const { closeLiveStreams } = await import('@/server/realtime/stream-registry');
    const a = await listen(admin);
    const b = await listen(agent);
    expect(openStreamCount()).toBeGreaterThanOrEqual(2);
    closeLiveStreams();
    await Promise.all([a.ended, b.ended]);
    expect(openStreamCount()).toBe(0);
  });
});
