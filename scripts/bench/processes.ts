// `npm run bench -- --db postgres --processes 2`: the same build as N processes behind nginx
// (launchCluster, docs/scale-out.md), measured in the same run as the one-process figures: the
// ceiling and the ticket list through nginx, and the push fan-out to many live streams.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createDb, type Database } from '../../server/db/client';
import { liveChannel, setLiveTransport } from '../../server/realtime/bus';
import { RedisTransport } from '../../server/realtime/redis-transport';
import { CEILING, LIST_PAGE_ONE, type BenchCase } from './cases';
import { cpuNow, cpuSpent, databasePids } from './cpu';
import { measureFanOut, type FanOutResult } from './fan-out';
import { checkRoute, loadTest, type LoadResult } from './load';
import type { BenchOptions } from './options';

export const FAN_OUT = { clients: 500, events: 1000, firstUserId: 1000 } as const;

export interface ProcessesResult {
  processes: number;
  /** The fan-out to the one portal of the run (its list figure is the run's own case). */
  oneProcessFanOut: FanOutResult;
  /** Through nginx: the ceiling and the ticket list's first page (CPU summed over the processes). */
  cases: LoadResult[];
  fanOut: FanOutResult;
}

/** The bench's own publisher on the portals' Redis channel (the same code path as the services'). */
async function useRedisPublisher(url: string, redisUrl: string): Promise<void> {
  await setLiveTransport(new RedisTransport(redisUrl, liveChannel({ DATABASE_URL: url, PGLITE_DATA_DIR: '' }), pino({ level: 'warn' })));
}

const fanOut = (api: string, db: Database, secret: string) => measureFanOut({ api, db, secret, ...FAN_OUT });

async function loadThroughNginx(c: BenchCase, api: string, cookie: string, pids: number[], options: BenchOptions): Promise<LoadResult> {
  const url = options.url ?? '';
  const before = await databasePids(url);
  const start = pids.map((pid) => cpuNow(pid, before));
  const result = await loadTest(c.name, api + c.path, cookie, options.connections, options.durationSeconds);
  const after = await databasePids(url);
  const spent = pids.map((pid, i) => cpuSpent(start[i], cpuNow(pid, [...new Set([...before, ...after])])));
  const server = spent.reduce((sum, s) => sum + s.server, 0);
  const per = (ms: number) => Math.round((ms / Math.max(1, result.requests)) * 1000) / 1000;
  // Every sample counts the same backends, so the database share is taken once.
  return { ...result, cpuMsPerRequest: { server: per(server), database: per(spent[0]?.database ?? 0) } };
}

export interface ScaleOutRun {
  options: BenchOptions;
  /** The one portal of the run, …/helpdesk/api, started with `env` (REDIS_URL included). */
  api: string;
  env: Record<string, string>;
  cookie: string;
  freePort: () => Promise<number>;
}

/** The fan-out to the run's one portal, then the same build as `options.processes` portals behind nginx. */
export async function measureScaleOut(run: ScaleOutRun): Promise<ProcessesResult> {
  const { url, redisUrl } = run.options;
  if (!url || !redisUrl) throw new Error('--processes needs --db postgres and REDIS_URL');
  const handle = await createDb({ url, poolMax: 2 });
  try {
    await useRedisPublisher(url, redisUrl);
    const oneProcessFanOut = await fanOut(run.api, handle.db, run.env.NEXTAUTH_SECRET);
    return { oneProcessFanOut, ...(await measureProcesses(run, handle.db)) };
  } finally {
    await setLiveTransport(undefined);
    await handle.close();
  }
}

/** Starts `options.processes` portals behind nginx on the bench database and Redis, measures, stops them. */
async function measureProcesses({ options, env, cookie, freePort }: ScaleOutRun, db: Database): Promise<Omit<ProcessesResult, 'oneProcessFanOut'>> {
  const { launchCluster } = await import('../lib/cluster/launch-cluster.mjs');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'helpdesk-bench-cluster-'));
  const firstPort = await freePort();
  const cluster = await launchCluster({
    size: options.processes,
    port: await freePort(),
    firstPort,
    sandboxPorts: { identity: await freePort(), siasn: await freePort(), agency: await freePort(), zoom: await freePort(), bank: await freePort() },
    dataDir,
    overrides: env,
    stdio: 'inherit',
  });
  try {
    const api = `${cluster.url}/api`;
    const pids = cluster.processes.map((p) => p.child.pid ?? 0);
    const cases: LoadResult[] = [];
    for (const c of [CEILING, LIST_PAGE_ONE]) {
      await checkRoute(c.name, api + c.path, cookie);
      if (options.warmupSeconds > 0) await loadTest(c.name, api + c.path, cookie, options.connections, options.warmupSeconds);
      cases.push(await loadThroughNginx(c, api, cookie, pids, options));
    }
    return { processes: options.processes, cases, fanOut: await fanOut(api, db, env.NEXTAUTH_SECRET) };
  } finally {
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
