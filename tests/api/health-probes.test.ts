import { EventEmitter } from 'node:events';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import live from '@/pages/api/health/live';
import ready from '@/pages/api/health/ready';
import { drainOnSignals, isDraining, onDrain } from '@/server/health/drain';
import { checkReadiness } from '@/server/health/check-health';
import type { DbHandle } from '@/server/db/client';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GET /api/health/live and /api/health/ready', () => {
  it('live answers 200 without asking anything; ready answers 200 while the database answers', async () => {
    expect(await ctx.api.call(live)).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await ctx.api.call(ready)).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  it('readiness reports the database down when it does not answer in time', async () => {
    const down = await checkReadiness({ openDb: () => new Promise<DbHandle>(() => undefined), timeoutMs: 100 });
    expect(down).toEqual({ status: 'database-down' });
  });

  it('refuses writes with 405', async () => {
    expect((await ctx.api.call(ready, { method: 'POST', body: {} })).status).toBe(405);
  });

  // Last: draining cannot be undone in this process (each test file has its own).
  it('on SIGTERM turns not-ready at once, and the shutdown handlers run only after the drain time', async () => {
    const signals = new EventEmitter() as unknown as NodeJS.Process;
    const order: string[] = [];
    signals.on('SIGTERM', (signal: string) => order.push(`server closes (${signal})`));
    onDrain(() => order.push('live streams close'));
    drainOnSignals({ drainMs: 300, log: pino({ level: 'silent' }), signals });
    expect(isDraining()).toBe(false);
    signals.emit('SIGTERM', 'SIGTERM');
    expect(isDraining()).toBe(true);
    expect(await ctx.api.call(ready)).toMatchObject({ status: 503, body: { status: 'draining' } });
    expect(await ctx.api.call(live)).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(order).toEqual([]);
    await sleep(450);
    expect(order).toEqual(['live streams close', 'server closes (SIGTERM)']);
    // A second signal (Ctrl-C twice) does not run them again.
    signals.emit('SIGTERM', 'SIGTERM');
    await sleep(350);
    expect(order).toHaveLength(2);
  });
});
