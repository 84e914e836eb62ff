// `npx tsx scripts/reliability/load.ts`: the production portal on a fresh demo database, then
// autocannon on the ticket list and on a ticket detail (60 s at 50 connections each, after a
// warm-up) while the server's RSS is sampled every second. Exit 1 on any error or non-2xx answer
// (in the warm-up a request slower than 10 s is reported, not failed), or when RSS grows after
// warm-up beyond the tolerance (scripts/reliability/rss-series.ts).
// `--short` is the CI-sized run (10 s at 20 connections). PostgreSQL when `--url` or
// TEST_DATABASE_URL names a server (a database of its own there), else PGlite. Figures:
// bench/reliability/ (full run) or test-results/reliability/ (short run), and on stdout.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encode } from 'next-auth/jwt';
import { checkRoute, loadTest, type LoadResult } from '../bench/load';
import { freePort } from './free-port';
import { createRunDatabase, prepareDemoDatabase } from './prepare';
import { judgeRss, sampleRssEverySecond, type RssVerdict } from './rss-series';

const SECRET = 'reliability-load-only-secret';
const arg = (name: string) => (process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : undefined);
const short = process.argv.includes('--short');
const options = {
  durationSeconds: Number(arg('duration') ?? (short ? 10 : 60)),
  warmupSeconds: Number(arg('warmup') ?? (short ? 5 : 20)),
  connections: Number(arg('connections') ?? (short ? 20 : 50)),
  distDir: arg('dist') ?? process.env.E2E_DIST_DIR ?? '.next-test',
  port: Number(arg('port') ?? 0),
  /** A PostgreSQL server: the run gets its own database there, dropped afterwards. Default: PGlite. */
  serverUrl: arg('url') ?? process.env.TEST_DATABASE_URL,
};

interface CaseResult extends LoadResult { warmup: { errors: number; timeouts: number; non2xx: number }; rss: RssVerdict; rssSamplesMb: number[] }

async function main(): Promise<number> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'helpdesk-reliability-'));
  const dataDir = path.join(tmp, 'pglite');
  const database = options.serverUrl ? await createRunDatabase(options.serverUrl) : null;
  const { agent, ticketId } = await prepareDemoDatabase(database ? { url: database.url } : { dataDir });
  const { buildIfStale } = await import('../lib/build.mjs');
  const { launchPortal } = await import('../lib/launch-portal.mjs');
  buildIfStale({ distDir: options.distDir });
  const port = options.port || (await freePort());
  const portal = await launchPortal({
    port,
    sandboxPort: await freePort(),
    siasnSandboxPort: 0, // a free port, chosen by the sandbox itself
    agencySandboxPort: 0,
    zoomSandboxPort: 0,
    bankSandboxPort: 0,
    mailSandboxPort: 0,
    dataDir: tmp,
    overrides: {
      NEXT_DIST_DIR: options.distDir,
      DB_SEED: 'none',
      LOG_LEVEL: 'warn',
      NEXTAUTH_SECRET: SECRET,
      ...(database ? { DATABASE_URL: database.url } : { PGLITE_DATA_DIR: dataDir }),
    },
  });
  const cookie = `next-auth.session-token=${await encode({ token: { sub: String(agent.id), user: agent }, secret: SECRET })}`;
  const api = `http://localhost:${port}/helpdesk/api`;
  const cases = [
    { name: 'ticket list', url: `${api}/tickets?page=1&limit=20` },
    { name: 'ticket detail', url: `${api}/tickets/${ticketId}` },
  ];
  const results: CaseResult[] = [];
  try {
    for (const c of cases) {
      await checkRoute(c.name, c.url, cookie);
      console.log(`> ${c.name}: warm-up ${options.warmupSeconds} s, then ${options.durationSeconds} s at ${options.connections} connections`);
      // A few connections first: a freshly started portal (PGlite compiling its queries) is not met
      // by every connection at once.
      await loadTest(c.name, c.url, cookie, Math.max(1, Math.round(options.connections / 10)), Math.min(5, options.warmupSeconds));
      const warmup = await loadTest(c.name, c.url, cookie, options.connections, options.warmupSeconds);
      const rss = sampleRssEverySecond(portal.child.pid ?? 0);
      const measured = await loadTest(c.name, c.url, cookie, options.connections, options.durationSeconds);
      const samples = rss.stop();
      // Errors and non-2xx answers in the warm-up count too; of it only slowness is forgiven (an
      // answer later than autocannon's 10 s timeout while the server warms up on a slow machine).
      const result = { ...measured, warmup: { errors: warmup.errors, timeouts: warmup.timeouts, non2xx: warmup.non2xx }, rss: judgeRss(samples), rssSamplesMb: samples };
      results.push(result);
      const { rss: r } = result;
      console.log(
        `${c.name}: ${result.reqPerSec} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.requests} requests, ` +
          `${result.errors} errors (${result.timeouts} timeouts), ${result.non2xx} non-2xx ` +
          `(warm-up: ${warmup.errors} errors (${warmup.timeouts} timeouts), ${warmup.non2xx} non-2xx); ` +
          `RSS ${r.firstMb} -> ${r.lastMb} MB, floor ${r.startFloorMb} -> ${r.endFloorMb} MB (allowed +${r.allowedMb}), peak ${r.peakMb} MB`,
      );
    }
  } finally {
    await portal.stop();
    await database?.drop();
    rmSync(tmp, { recursive: true, force: true });
  }
  const failures = results.flatMap((r) => {
    const errors = r.errors + r.warmup.errors - r.warmup.timeouts;
    const non2xx = r.non2xx + r.warmup.non2xx;
    return [
      ...(errors + non2xx > 0 ? [`${r.name}: ${errors} errors, ${non2xx} non-2xx`] : []),
      ...(r.rss.ok ? [] : [`${r.name}: RSS floor grew ${r.rss.growthMb} MB after warm-up (allowed ${r.rss.allowedMb} MB)`]),
    ];
  });
  const file = writeResults(results, failures);
  console.log(`reliability load: ${results.length} cases, ${failures.length} failures; figures in ${file}`);
  failures.forEach((f) => console.log(`  FAILED ${f}`));
  return failures.length === 0 && results.length === cases.length ? 0 : 1;
}

function writeResults(results: CaseResult[], failures: string[]): string {
  const dir = short ? path.join('test-results', 'reliability') : path.join('bench', 'reliability');
  mkdirSync(dir, { recursive: true });
  const date = new Date().toISOString();
  const db = options.serverUrl ? 'postgres' : 'pglite';
  const file = path.join(dir, short ? `load-short-${db}.json` : `${date.slice(0, 10)}-reliability-load-${db}.json`);
  writeFileSync(file, `${JSON.stringify({ date, db, node: process.version, cpus: os.cpus().length, options: { ...options, serverUrl: undefined }, results, failures }, null, 2)}\n`);
  return file;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
