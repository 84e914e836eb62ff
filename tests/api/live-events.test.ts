import { describe, expect, it } from 'vitest';
import eventsHandler from '@/pages/api/events';
import messagesHandler from '@/pages/api/private-messages/index';
import messageHandler from '@/pages/api/private-messages/[id]';
import ticketHandler from '@/pages/api/tickets/[id]';
import publishHandler from '@/pages/api/tickets/[id]/publish';
import { MAX_STREAMS_PER_USER } from '@/server/realtime/stream-registry';
import { createTicket } from '../helpers/comment-fixtures';
import { useLiveEventsContext } from '../helpers/live-events-context';
import type { SseStream } from '../helpers/sse-client';

const { ctx, people, sse, listen, comment, ticketFor, quiet } = useLiveEventsContext();

describe('GET /api/events: who may listen', () => {
  it('refuses a visitor with 401 as JSON, before any stream', async () => {
    const res = await ctx.api.call<{ code: string }>(eventsHandler, { path: '/events', user: null });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHORIZED');
  });

  it("answers 404 for a ticket the user may not see (someone else's, unpublished), and 400 for a bad list", async () => {
    const hidden = await createTicket(ctx.db, { requester: people.stranger });
    const res = await ctx.api.call<{ code: string; message: string }>(eventsHandler, { path: `/events?tickets=${hidden.id}`, user: people.requester });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'NOT_FOUND', message: 'Tiket tidak ditemukan' });
    expect((await ctx.api.call(eventsHandler, { path: '/events?tickets=1,x', user: people.requester })).status).toBe(400);
    expect((await ctx.api.call(eventsHandler, { path: '/events', user: people.requester, headers: { 'last-event-id': 'abc' } })).status).toBe(400);
  });

  it('streams with the SSE headers, retry and a ready event carrying the newest id', async () => {
    const stream = await listen(people.requester);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.retry).toBe(3000);
    expect(stream.messages[0]).toMatchObject({ type: 'ready' });
    expect(Number(stream.messages[0].id)).toBeGreaterThanOrEqual(0);
  });

  it(`caps a user at ${MAX_STREAMS_PER_USER} open streams (429), and frees a slot when one closes`, async () => {
    for (let i = 0; i < MAX_STREAMS_PER_USER; i += 1) await listen(people.stranger);
    const refused = await ctx.api.call<{ code: string; message: string }>(eventsHandler, { path: '/events', user: people.stranger });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_STREAMS');
    const first = sse.open.shift() as SseStream;
    first.close();
    await first.ended;
    await quiet(100);
    expect((await listen(people.stranger)).status).toBe(200);
  });
});

describe('GET /api/events: what arrives', () => {
  it("a comment by the people.agent arrives on the requester's ticket topic, and its notification on the user topic", async () => {
    const ticket = await ticketFor();
    const stream = await listen(people.requester, `?tickets=${ticket.id}`);
    const posted = await comment(ticket.id, people.agent);
    expect(posted.status).toBe(201);
    // Within a second of the answer (the commit), usually before it.
    const onTicket = await stream.next((m) => m.type === 'comment_created', { timeoutMs: 1_000 });
    expect(onTicket).toMatchObject({ topic: `ticket:${ticket.id}`, data: { ticketId: ticket.id, commentId: posted.body.id } });
    const bell = await stream.next((m) => m.type === 'notification');
    expect(bell).toMatchObject({ topic: `user:${people.requester.id}`, data: { kind: 'comment_created', ticketId: ticket.id } });
    expect(Number(bell.id)).toBeGreaterThan(0);
  });

  it('an internal note reaches staff (the staff topic) and never the requester', async () => {
    const ticket = await ticketFor();
    const requesterStream = await listen(people.requester, `?tickets=${ticket.id}`);
    const adminStream = await listen(people.admin, `?tickets=${ticket.id}`);
    const note = await comment(ticket.id, people.agent, { is_internal: true });
    expect(note.status).toBe(201);
    await adminStream.next((m) => m.type === 'comment_created' && m.data.commentId === note.body.id);
    expect(adminStream.messages.find((m) => m.type === 'comment_created')?.topic).toBe(`ticket:${ticket.id}:staff`);
    await comment(ticket.id, people.agent);
    await requesterStream.next((m) => m.type === 'comment_created');
    expect(requesterStream.messages.filter((m) => m.type === 'comment_created').map((m) => m.data.commentId)).not.toContain(note.body.id);
  });

  // Issue 30: the stream kept delivering a ticket's events after the ticket became invisible to its reader.
  it('drops a followed ticket from a reader who may no longer see it (unpublished), not from those who still may', async () => {
    const ticket = await createTicket(ctx.db, { requester: people.requester, assignee: people.agent, published: true });
    const strangerStream = await listen(people.stranger, `?tickets=${ticket.id}`);
    const requesterStream = await listen(people.requester, `?tickets=${ticket.id}`);
    const first = await comment(ticket.id, people.agent);
    await strangerStream.next((m) => m.type === 'comment_created' && m.data.commentId === first.body.id);
    expect((await ctx.api.call(publishHandler, { method: 'DELETE', params: { id: String(ticket.id) }, user: people.admin })).status).toBe(200);
    const hidden = await comment(ticket.id, people.agent);
    await requesterStream.next((m) => m.type === 'comment_created' && m.data.commentId === hidden.body.id);
    await quiet(300);
    // The first comment, then the change that hid the ticket (the page learns it is gone), nothing after.
    const heard = strangerStream.messages.filter((m) => m.topic === `ticket:${ticket.id}`);
    expect(heard.map((m) => [m.type, m.data.commentId ?? null])).toEqual([['comment_created', first.body.id], ['ticket_updated', null]]);
  });

  it("tells every stream that followed a deleted ticket (its page learns it is gone), then lets it go", async () => {
    const ticket = await createTicket(ctx.db, { requester: people.requester, assignee: people.agent, published: true });
    const stream = await listen(people.stranger, `?tickets=${ticket.id}`);
    expect((await ctx.api.call(ticketHandler, { method: 'DELETE', params: { id: String(ticket.id) }, user: people.admin })).status).toBe(204);
    await stream.next((m) => m.type === 'ticket_updated' && m.topic === `ticket:${ticket.id}`, { timeoutMs: 2_000 });
  });

  it('a private message and its first reading reach both people', async () => {
    const senderStream = await listen(people.agent);
    const receiverStream = await listen(people.stranger);
    const sent = await ctx.api.call<{ id: number }>(messagesHandler, { method: 'POST', user: people.agent, body: { receiver_id: people.stranger.id, subject: 'Berkas', content: 'Mohon kirim SK.' } });
    expect(sent.status).toBe(201);
    await receiverStream.next((m) => m.type === 'message_sent' && m.data.messageId === sent.body.id);
    await receiverStream.next((m) => m.type === 'notification' && m.data.kind === 'private_message');
    await senderStream.next((m) => m.type === 'message_sent');
    const read = await ctx.api.call(messageHandler, { method: 'PATCH', params: { id: String(sent.body.id) }, user: people.stranger, body: { read: true } });
    expect(read.status).toBe(200);
    await senderStream.next((m) => m.type === 'message_read' && m.data.messageId === sent.body.id);
    // Reading again changes nothing and announces nothing.
    await ctx.api.call(messageHandler, { method: 'PATCH', params: { id: String(sent.body.id) }, user: people.stranger, body: { read: true } });
    await quiet();
    expect(senderStream.messages.filter((m) => m.type === 'message_read')).toHaveLength(1);
  });
});
