import { randomBytes } from 'node:crypto';
import { createServer, Socket, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { RedisRateLimitStore } from '@/server/http/rate-limit-redis';
import { MemoryRateLimitStore } from '@/server/http/rate-limit-store';

// The real Redis of this machine and CI; keys carry a prefix unique to this run (never FLUSHALL).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `helpdesk-test:${randomBytes(6).toString('hex')}:`;

function recordingLog() {
  const lines: { level: number; msg: string }[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { log, lines };
}

const opened: RedisRateLimitStore[] = [];
function store(url: string, log = recordingLog().log, fallback = new MemoryRateLimitStore()) {
  const s = new RedisRateLimitStore({ url, keyPrefix: prefix, fallback, log });
  opened.push(s);
  return s;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

const until = async (check: () => boolean, ms = 5_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** A TCP relay in front of Redis that can be cut and restored, to play a Redis outage. */
async function relay(): Promise<{ url: string; cut(): Promise<void>; restore(): Promise<void> }> {
  const target = new URL(REDIS_URL);
  const sockets = new Set<Socket>();
  let server: Server;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = new Socket().connect(Number(target.port || 6379), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('error', () => undefined);
          s.on('close', () => sockets.delete(s));
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    url: `redis://127.0.0.1:${port}`,
    cut: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
    restore: listen,
  };
}

describe('RedisRateLimitStore', () => {
  it('counts in Redis: two portal processes share one window', async () => {
    const a = store(REDIS_URL);
    const b = store(REDIS_URL);
    expect((await a.hit('shared', 60_000)).count).toBe(1);
    const second = await b.hit('shared', 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(58_000);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    expect(a.isDegraded).toBe(false);
  });

  it('falls back to memory at once when Redis is not there, logs it once, and does not throw', async () => {
    const { log, lines } = recordingLog();
    const closedPort = store('redis://127.0.0.1:1', log);
    const started = Date.now();
    const hits = [];
    for (let i = 0; i < 5; i += 1) hits.push(await closedPort.hit('down', 60_000));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(hits.map((h) => h.count)).toEqual([1, 2, 3, 4, 5]);
    expect(closedPort.isDegraded).toBe(true);
    expect(lines.filter((l) => l.msg.startsWith('redis unavailable'))).toHaveLength(1);
  });

  it('goes back to Redis when it returns, and says so', async () => {
    const proxy = await relay();
    const { log, lines } = recordingLog();
    const s = store(proxy.url, log);
    expect((await s.hit('outage', 60_000)).count).toBe(1);
    await proxy.cut();
    // While Redis is away, memory counts from scratch.
    expect((await s.hit('outage', 60_000)).count).toBe(1);
    expect(s.isDegraded).toBe(true);
    await proxy.restore();
    await until(() => lines.some((l) => l.msg.startsWith('redis reachable again')));
    // Redis kept its own window: the next hit is its second.
    expect((await s.hit('outage', 60_000)).count).toBe(2);
    expect(s.isDegraded).toBe(false);
    expect(lines.map((l) => l.msg)).toEqual([
      'redis unavailable: rate limits counted in memory',
      'redis reachable again: rate limits counted in redis',
    ]);
  });
});
