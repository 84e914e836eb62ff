// PostgreSQL restarted under the cluster: both processes run on a throwaway PostgreSQL that is
// stopped for a few seconds while reads go through nginx. Every answer during the outage is 503
// { code, message } (never 500, none slower than the pool's 5 s connect timeout), each process
// says not-ready but alive, and once the database is back both answer 200 again: the same
// processes (PIDs), no restart. nginx tries a read that got 503 once on the other process
// (proxy_next_upstream http_503), so the 503 a client sees is the second process's. Those 503s
// also mark both processes failed (max_fails=1): before nginx-config.mjs listed each process again
// as a backup, nginx then answered its own 502 "no live upstreams" (HTML) for most of the outage.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { createThrowawayPostgres, findPostgresBin, type ThrowawayPostgres } from '../api/faults/throwaway-postgres';
import { HttpSession } from './support/http-session';
import { send, type Answer } from './support/mixed-load';
import { startTestCluster, type TestCluster } from './support/test-cluster';

const bin = findPostgresBin();
// The pool's connect timeout (server/db/client.ts) and a margin for a loaded machine.
const REQUEST_BOUND_MS = 5_000 + 1_000;
const OUTAGE_MS = 4_000;
const RECOVERY_BOUND_MS = 15_000;

interface Sample extends Answer {
  startedAt: number;
  ms: number;
}

let postgres: ThrowawayPostgres;
let run: TestCluster;
const agent = new HttpSession();

const health = (check: 'live' | 'ready') =>
  Promise.all(run.cluster.processes.map(async (p) => (await send(() => fetch(`${p.url}/api/health/${check}`, { signal: AbortSignal.timeout(REQUEST_BOUND_MS) }))).status));

describe.runIf(bin)('PostgreSQL restarted under two processes behind nginx', () => {
  beforeAll(async () => {
    postgres = await createThrowawayPostgres(bin!);
    run = await startTestCluster({ databaseServer: postgres.url });
    await agent.signIn(run.cluster.url, 'agent');
  }, 240_000);
  afterAll(async () => {
    // A failed test may leave it stopped; the cluster's database is dropped on it.
    await postgres?.start().catch(() => undefined);
    await run?.close();
    await postgres?.remove();
  }, 60_000);

  it('answers 503 { code, message } during the outage and 200 after it, from the same processes', async () => {
    const pids = run.cluster.processes.map((p) => p.child.pid);
    const samples: Sample[] = [];
    let running = true;
    const reads = [`${run.cluster.url}/api/tickets?limit=5`, `${run.cluster.url}/api/saved-replies?page=1&limit=10`];
    const loop = async (target: string) => {
      while (running) {
        const startedAt = Date.now();
        const answer = await send(() => agent.fetch(target, { signal: AbortSignal.timeout(2 * REQUEST_BOUND_MS) }));
        samples.push({ ...answer, startedAt, ms: Date.now() - startedAt });
        if (answer.status !== 200) await sleep(100);
      }
    };
    const loops = [...reads, ...reads].map(loop);

    await sleep(1_500);
    const stoppedAt = Date.now();
    await postgres.stop('fast');
    await sleep(1_000);
    const [readyDuring, liveDuring] = [await health('ready'), await health('live')];
    await sleep(OUTAGE_MS - 1_000);
    await postgres.start();
    const startedAt = Date.now();
    const deadline = startedAt + RECOVERY_BOUND_MS;
    const servedAfter = () => new Set(samples.filter((s) => s.startedAt > startedAt && s.status === 200).map((s) => s.by));
    while (Date.now() < deadline && servedAfter().size < 2) await sleep(200);
    running = false;
    await Promise.all(loops);
    const readyAfter = await health('ready');

    const failed = samples.filter((s) => s.status !== 200);
    const firstOk = samples.find((s) => s.startedAt > startedAt && s.status === 200);
    console.info(
      `database restart under the cluster: ${samples.length} reads, ${samples.length - failed.length} x 200, ${failed.filter((s) => s.status === 503).length} x 503, ` +
        `other ${failed.filter((s) => s.status !== 503).map((s) => s.status).join(', ') || 'none'}; slowest ${Math.max(...samples.map((s) => s.ms))} ms; ` +
        `first 200 ${firstOk ? firstOk.startedAt + firstOk.ms - startedAt : 'never'} ms after the start; sent again after a closed connection ${samples.filter((s) => s.resent).length}`,
    );

    expect(samples.filter((s) => s.startedAt + s.ms < stoppedAt).every((s) => s.status === 200)).toBe(true);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.map((s) => s.status)).toEqual(failed.map(() => 503));
    for (const s of failed) expect(JSON.parse(s.body!)).toEqual({ code: 'SERVICE_UNAVAILABLE', message: expect.any(String) });
    expect(new Set(failed.map((s) => s.by))).toEqual(new Set(['portal-1', 'portal-2']));
    expect(Math.max(...samples.map((s) => s.ms))).toBeLessThan(REQUEST_BOUND_MS);
    expect(readyDuring).toEqual([503, 503]);
    expect(liveDuring).toEqual([200, 200]);
    expect(readyAfter).toEqual([200, 200]);
    expect([...servedAfter()].sort()).toEqual(['portal-1', 'portal-2']);
    expect(run.cluster.processes.map((p) => p.child.pid)).toEqual(pids);
    expect(run.cluster.processes.map((p) => p.child.exitCode ?? p.child.signalCode)).toEqual([null, null]);
  }, 60_000);
});
