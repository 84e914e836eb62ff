// Replay by Last-Event-ID, reset, rollback, the heartbeat's catch-up, retention and shutdown.
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { realtimeEvents } from '@/server/db/schema';
import { apiRoute, route } from '@/server/http/api-route';
import { announceComment } from '@/server/realtime/announce';
import { CATCH_UP_LIMIT } from '@/server/realtime/catch-up';
import { openLiveStream } from '@/server/realtime/live-stream';
import { recordEvents } from '@/server/realtime/record-events';
import { pruneLiveEvents } from '@/server/realtime/retention';
import { closeLiveStreams, openStreamCount } from '@/server/realtime/stream-registry';
import { useLiveEventsContext } from '../helpers/live-events-context';
import { openSse, type SseMessage } from '../helpers/sse-client';

const { ctx, people, sse, listen, comment, ticketFor, quiet } = useLiveEventsContext();

describe('GET /api/events: catching up', () => {
  it('Last-Event-ID replays exactly the missed events of the topics, then goes live', async () => {
    const ticket = await ticketFor();
    const first = await listen(people.requester, `?tickets=${ticket.id}`);
    await comment(ticket.id, people.agent);
    await first.next((m) => m.type === 'notification');
    await first.next((m) => m.type === 'comment_created');
    const seen = { id: Math.max(...first.messages.map((m) => Number(m.id ?? 0))) };
    first.close();
    await first.ended;
    await comment(ticket.id, people.agent);
    await comment(ticket.id, people.admin);
    const topics = [`user:${people.requester.id}`, `ticket:${ticket.id}`];
    const missed = await ctx.db
      .select({ id: realtimeEvents.id, type: realtimeEvents.type })
      .from(realtimeEvents)
      .where(and(inArray(realtimeEvents.topic, topics), gt(realtimeEvents.id, Number(seen.id))))
      .orderBy(asc(realtimeEvents.id));
    // The notifications are written before the comment's event, in the same transaction.
    expect(missed.map((m) => m.type)).toEqual(['notification', 'comment_created', 'notification', 'comment_created']);
    const again = await listen(people.requester, `?tickets=${ticket.id}`, { 'last-event-id': String(seen.id) });
    const replayed = again.messages.slice(0, -1);
    expect(replayed.map((m: SseMessage) => [Number(m.id), m.type])).toEqual(missed.map((m) => [m.id, m.type]));
    expect(again.messages.at(-1)).toMatchObject({ type: 'ready', id: undefined });
    const live = again.messages.length;
    await comment(ticket.id, people.agent);
    await again.next((m) => m.type === 'comment_created', { from: live });
  });

  it(`more than ${CATCH_UP_LIMIT} missed events answer reset with the id to resume from`, async () => {
    const ticket = await ticketFor();
    const [before] = await recordEvents(ctx.db, [{ topic: `ticket:${ticket.id}`, type: 'ticket_updated', data: { ticketId: ticket.id } }]);
    const many = Array.from({ length: CATCH_UP_LIMIT + 1 }, () => ({ topic: `ticket:${ticket.id}`, type: 'ticket_updated', data: { ticketId: ticket.id } }));
    const rows = await recordEvents(ctx.db, many);
    const stream = await listen(people.requester, `?tickets=${ticket.id}&lastEventId=${before.id}`);
    expect(stream.messages.map((m) => m.type)).toEqual(['reset', 'ready']);
    expect(Number(stream.messages[0].id)).toBeGreaterThanOrEqual(rows.at(-1)?.id ?? Infinity);
  });

  it('a rolled-back write publishes nothing; a committed one (and its committed savepoint) does', async () => {
    const ticket = await ticketFor();
    const stream = await listen(people.requester, `?tickets=${ticket.id}`);
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
  // The route's stream with a 200 ms heartbeat instead of 25 s, and a session that can end.
  let signedIn = true;
  const quickHeartbeat = apiRoute({
    GET: route({
      handle: ({ res, user, log }) =>
        openLiveStream({ db: ctx.db, userId: user.id, topics: [`user:${user.id}`], res, log, heartbeatMs: 200, stillSignedIn: async () => signedIn }),
    }),
  });

  it('sends a heartbeat comment and, with it, catches up an event the bus never delivered (Redis down)', async () => {
    const stream = await openSse(ctx.api, quickHeartbeat, { user: people.stranger });
    sse.open.push(stream);
    await stream.next((m) => m.type === 'ready');
    // Stored but never published, as when the publishing process lost Redis.
    const [missed] = await ctx.db.insert(realtimeEvents).values({ topic: `user:${people.stranger.id}`, type: 'notification', data: { kind: 'reminder' } }).returning();
    const caught = await stream.next((m) => m.type === 'notification', { timeoutMs: 1_000 });
    expect(caught.id).toBe(String(missed.id));
    expect(stream.comments).toBeGreaterThanOrEqual(1);
    await quiet(500);
    expect(stream.messages.filter((m) => m.type === 'notification')).toHaveLength(1);
  });

  it('ends the stream at the next heartbeat once the session is over', async () => {
    const stream = await openSse(ctx.api, quickHeartbeat, { user: people.admin });
    sse.open.push(stream);
    await stream.next((m) => m.type === 'ready');
    await quiet(500);
    signedIn = false;
    const closedBy = Date.now() + 1_000;
    await stream.ended;
    expect(Date.now()).toBeLessThan(closedBy);
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
    const [kept] = await recordEvents(ctx.db, [{ topic: `user:${people.requester.id}`, type: 'notification', data: {} }]);
    await ctx.db.delete(realtimeEvents).where(lt(realtimeEvents.id, kept.id));
    expect((await listen(people.requester, `?lastEventId=${kept.id - 5}`)).messages.map((m) => m.type)).toEqual(['reset', 'ready']);
    const current = await listen(people.requester, `?lastEventId=${kept.id - 1}`);
    expect(current.messages.map((m) => [m.type, m.id])).toEqual([['notification', String(kept.id)], ['ready', undefined]]);
  });

  it('closes every open stream when the process drains', async () => {
    const a = await listen(people.admin);
    const b = await listen(people.agent);
    expect(openStreamCount()).toBeGreaterThanOrEqual(2);
    closeLiveStreams();
    await Promise.all([a.ended, b.ended]);
    expect(openStreamCount()).toBe(0);
  });
});
