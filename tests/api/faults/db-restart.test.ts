// The database goes away while requests run, and comes back: requests answer 503 { code, message }
// quickly during the outage (never 500, never hanging) and 200 again afterwards, with the same
// db handle (no portal restart). Needs PostgreSQL binaries and runs in the PostgreSQL project only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import listHandler from '@/pages/api/tickets/index';
import detailHandler from '@/pages/api/tickets/[id]/index';
import { createDb, type DbHandle } from '@/server/db/client';
import { getDbHandle } from '@/server/db';
import type { Ticket } from '@/server/db/schema';
import { startApiServer, type ApiTestServer } from '../../helpers/api-server';
import { installTestDb } from '../../helpers/test-db';
import { createCast, insertTicket } from '../../helpers/ticket-fixtures';
import { createThrowawayPostgres, findPostgresBin, type ThrowawayPostgres } from './throwaway-postgres';

const bin = findPostgresBin();
const enabled = process.env.HELPDESK_TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL) && bin !== null;
// A request may take the pool's connect timeout (5 s) when the server is gone, never much more.
const REQUEST_BOUND_MS = 6_000;
const OUTAGE_MS = 3_000;
const RECOVERY_BOUND_MS = 10_000;

interface Sample { route: string; at: number; ms: number; status: number; body: unknown }

let cluster: ThrowawayPostgres;
let handle: DbHandle;
let api: ApiTestServer;
let cast: Awaited<ReturnType<typeof createCast>>;
let ticket: Ticket;

describe.runIf(enabled)('database restarted while requests run (throwaway PostgreSQL cluster)', () => {
  beforeAll(async () => {
    cluster = await createThrowawayPostgres(bin ?? '');
    handle = await createDb({ url: cluster.url, poolMax: 4 });
    await handle.migrate();
    installTestDb(handle);
    api = await startApiServer();
    cast = await createCast(handle.db);
    ticket = await insertTicket(handle.db, { requester: cast.requester, published: true });
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await handle?.close().catch(() => undefined);
    await cluster?.remove();
  });

  it('answers 503 during the outage and 200 after it, without a new db handle', async () => {
    const before = await getDbHandle();
    const samples: Sample[] = [];
    const t0 = Date.now();
    let running = true;
    const routes = {
      list: () => api.call(listHandler, { path: '/?limit=5', user: cast.agent }),
      detail: () => api.call(detailHandler, { params: { id: String(ticket.id) }, user: cast.agent }),
    };
    const loop = async (route: keyof typeof routes) => {
      while (running) {
        const at = Date.now() - t0;
        const res = await routes[route]();
        samples.push({ route, at, ms: Date.now() - t0 - at, status: res.status, body: res.body });
        if (res.status !== 200) await sleep(100);
      }
    };
    const loops = [loop('list'), loop('detail'), loop('list')];

    await sleep(1_000);
    const stoppedAt = Date.now() - t0;
    await cluster.stop('fast');
    await sleep(OUTAGE_MS);
    await cluster.start();
    const startedAt = Date.now() - t0;
    const deadline = Date.now() + RECOVERY_BOUND_MS;
    const recovered = () =>
      ['list', 'detail'].every((r) => {
        const last = samples.filter((s) => s.route === r).at(-1);
        return last?.status === 200 && last.at > startedAt;
      });
    while (!recovered() && Date.now() < deadline) await sleep(100);
    await sleep(500);
    running = false;
    await Promise.all(loops);

    const firstOkAfter = samples.find((s) => s.at >= startedAt && s.status === 200);
    const failed = samples.filter((s) => s.status !== 200);
    console.info(
      `db restart: ${samples.length} requests, ${samples.filter((s) => s.status === 200).length} x 200, ${failed.filter((s) => s.status === 503).length} x 503, ` +
        `other ${failed.filter((s) => s.status !== 503).length}; stop at ${stoppedAt} ms, start at ${startedAt} ms, ` +
        `first 200 after start at ${firstOkAfter?.at ?? 'never'} ms (recovery ${firstOkAfter ? firstOkAfter.at - startedAt : 'n/a'} ms), slowest ${Math.max(...samples.map((s) => s.ms))} ms`,
    );

    // Answered before the stop began (one still in flight then may rightly get the 503).
    expect(samples.filter((s) => s.at + s.ms < stoppedAt).every((s) => s.status === 200)).toBe(true);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.map((s) => s.status)).toEqual(failed.map(() => 503));
    for (const s of failed) expect(s.body).toEqual({ code: 'SERVICE_UNAVAILABLE', message: expect.any(String) });
    expect(Math.max(...samples.map((s) => s.ms))).toBeLessThan(REQUEST_BOUND_MS);
    expect(firstOkAfter).toBeDefined();
    expect(recovered()).toBe(true);
    expect(await getDbHandle()).toBe(before);
  }, 60_000);
});
