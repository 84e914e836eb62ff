import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import type { LiveEvent, LiveTransport } from '@/server/realtime/live-event';
import { MemoryTransport } from '@/server/realtime/memory-transport';
import { RedisTransport } from '@/server/realtime/redis-transport';

// The two transports behind server/realtime/bus.ts, with the same checks. The Redis one runs
// against the real Redis (TEST_REDIS_URL or REDIS_URL; CI has one) on a channel of its own.
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const log = pino({ level: 'silent' });
const channel = () => `helpdesk-test:realtime:${randomBytes(6).toString('hex')}`;
const event = (id: number, topic = 'user:1'): LiveEvent => ({ id, topic, type: 'notification', data: { kind: 'comment_created', ticketId: id } });

const opened: LiveTransport[] = [];
afterAll(async () => {
  await Promise.all(opened.map((t) => t.close()));
});
const open = <T extends LiveTransport>(t: T): T => (opened.push(t), t);

/** Collects every batch a subscriber gets; `until` waits for a count or fails after 2 s. */
function listen(t: LiveTransport) {
  const got: LiveEvent[] = [];
  const stop = t.subscribe((batch) => got.push(...batch));
  const until = async (n: number) => {
    const deadline = Date.now() + 2_000;
    while (got.length < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    return got;
  };
  return { got, stop, until };
}

const transports: [string, () => Promise<[LiveTransport, LiveTransport]>][] = [
  ['memory (one process)', async () => {
    const t = open(new MemoryTransport());
    return [t, t];
  }],
];
if (redisUrl) {
  transports.push([
    'Redis (two processes)',
    async () => {
      const name = channel();
      const a = open(new RedisTransport(redisUrl, name, log));
      const b = open(new RedisTransport(redisUrl, name, log));
      await Promise.all([a.ready(), b.ready()]);
      return [a, b];
    },
  ]);
}

describe.each(transports)('live-event transport: %s', (_name, make) => {
  it('hands every published batch, in order, to every subscriber (the publisher included)', async () => {
    const [publisher, other] = await make();
    const here = listen(publisher);
    const there = listen(other);
    await publisher.publish([event(1), event(2)]);
    await publisher.publish([event(3, 'ticket:9')]);
    expect((await there.until(3)).map((e) => e.id)).toEqual([1, 2, 3]);
    expect((await here.until(3)).map((e) => e.id)).toEqual([1, 2, 3]);
    expect(there.got[2]).toEqual(event(3, 'ticket:9'));
  });

  it('stops delivering after unsubscribe, and one failing handler does not stop the others', async () => {
    const [publisher, other] = await make();
    other.subscribe(() => {
      throw new Error('a broken stream');
    });
    const gone = listen(other);
    const kept = listen(other);
    gone.stop();
    await publisher.publish([event(7)]);
    expect((await kept.until(1)).map((e) => e.id)).toEqual([7]);
    expect(gone.got).toEqual([]);
  });
});

describe.runIf(redisUrl)('Redis transport of a process that has just started', () => {
  it('sends its very first batch to the other processes (it waits for its first connection)', async () => {
    const name = channel();
    const listener = open(new RedisTransport(redisUrl ?? '', name, log));
    const there = listen(listener);
    await listener.ready();
    await open(new RedisTransport(redisUrl ?? '', name, log)).publish([event(21)]);
    expect((await there.until(1)).map((e) => e.id)).toEqual([21]);
  });
});

describe('Redis transport while Redis is down', () => {
  it('neither throws nor hangs: the batch reaches this process only', async () => {
    const down = open(new RedisTransport('redis://127.0.0.1:1', channel(), log));
    const here = listen(down);
    const started = Date.now();
    await down.publish([event(11)]);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect((await here.until(1)).map((e) => e.id)).toEqual([11]);
  });
});
