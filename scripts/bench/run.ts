// `npm run bench`: load the data set (once), bring its schema up to date, start the production
// build on it with a signed-in session, and measure every case against the static-JSON ceiling
// of the same run. `--smoke` is the tiny run of the test command (see smoke.ts).
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { encode } from 'next-auth/jwt';
import pg from 'pg';
import { createDb } from '../../server/db/client';
import { seedDemoServicePages } from '../../server/db/seed/service-pages';
import { cpuNow, cpuSpent, databasePids } from './cpu';
import { EXPORT_ROWS, ensureEmployees, measureEmployeeExport } from './employee-export';
import { CASES, CEILING, PAGE_CASES, SUGGESTION_CASES, type BenchCase } from './cases';
import { budgetLines, cpuBudgetLines, printBudget } from './budget';
import { firstLoadJs } from './first-load-js';
import { lighthouseScores } from './lighthouse';
import { chosenLighthouseCases, KP_PERIOD } from './lighthouse-cases';
import { ensureKpRows } from './kp-rows';
import { generateDataset } from './generate';
import { checkRoute, loadTest, singleClientP95, withCursor, type LoadResult } from './load';
import { statePurposes } from './read-purpose';
import { benchOptions, type BenchOptions } from './options';
import { writePerformanceDoc } from './report';
import { measureScaleOut } from './processes';
import { watchPeakRss } from './rss';
import { smokeFailures } from './smoke-check';

const SECRET = 'bench-only-secret';
// The generator makes ids 1-3 admins and 4.. agents: the agent sees every ticket, like a real one.
const AGENT = { id: 4, current_role: 'agent', organization_id: 'OPD.4', group: 'MASTER', employee_number: null, name: 'Pegawai Uji 4', username: 'bench4', image: null } as const;
// The employee export is the agency's admins' (view-personnel-reports).
const ADMIN = { ...AGENT, id: 1, current_role: 'admin', organization_id: 'OPD.1', name: 'Pegawai Uji 1', username: 'bench1' } as const;
// A civil servant (ids past the admins and up to 40 agents are users at every scale) whose session
// carries a NIP of the SIASN sandbox, for the own-record page.
const USER = { ...AGENT, id: 50, current_role: 'user', organization_id: 'OPD.10', employee_number: '198807202011012003', name: 'Pegawai Uji 50', username: 'bench50' } as const;
const exportRows = (options: BenchOptions) => (options.smoke ? 2_000 : EXPORT_ROWS);

async function postgresHasData(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query('select count(*)::int as n from tickets');
    return rows[0].n > 0;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** PGlite data is reused when present; PostgreSQL only with `--reuse` (and when it holds tickets). `--regenerate` forces a load. */
async function ensureDataset(options: BenchOptions): Promise<void> {
  const present = options.url ? options.reuse && (await postgresHasData(options.url)) : existsSync(path.join(options.dataDir, 'PG_VERSION'));
  if (present && !options.regenerate) return;
  console.log(`> loading the ${options.db} data set (scale ${options.scale})`);
  await generateDataset(options);
}

/**
 * Applies migrations newer than the data set (e.g. new indexes), adds what the measured pages
 * show (employees, the service catalogue, a KP period) and refreshes the planner statistics before the portal
 * opens it: index builds are not measured as server start-up, and PGlite allows one process per
 * data folder.
 */
async function prepareDataset(options: BenchOptions): Promise<void> {
  const handle = await createDb({ url: options.url, dataDir: options.dataDir, poolMax: 1, statementTimeoutMs: 3_600_000 });
  try {
    await handle.migrate();
    await ensureEmployees(handle.db, exportRows(options));
    // The public home and the KP list (Lighthouse pages) show the catalogue's services and a period's rows.
    await seedDemoServicePages(handle.db);
    await ensureKpRows(handle.db, KP_PERIOD);
    await handle.db.execute(sql`ANALYZE`);
  } finally {
    await handle.close();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function resultFile(options: BenchOptions, date: string): string {
  // Tracked files change only when asked (`--write`); the smoke run never writes them.
  const dir = options.write && !options.smoke ? path.join('bench', 'results') : path.join('test-results', 'bench');
  mkdirSync(dir, { recursive: true });
  const parts = [date.slice(0, 10), options.db, options.scale !== 1 ? `scale${options.scale}` : '', options.label ?? ''].filter(Boolean);
  return path.join(dir, `${parts.join('-')}.json`);
}

export async function runBench(options: BenchOptions): Promise<number> {
  await ensureDataset(options);
  await prepareDataset(options);
  const { buildIfStale } = await import('../lib/build.mjs');
  const { launchPortal } = await import('../lib/launch-portal.mjs');
  buildIfStale({ distDir: options.distDir });
  const port = options.port || (await freePort());
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'helpdesk-bench-'));
  const scaleOut = options.processes > 1;
  const env: Record<string, string> = {
    NEXT_DIST_DIR: options.distDir,
    DB_SEED: 'none',
    LOG_LEVEL: 'warn',
    NEXTAUTH_SECRET: SECRET,
    ...(options.url ? { DATABASE_URL: options.url } : { PGLITE_DATA_DIR: path.resolve(options.dataDir) }),
    // With --processes the one portal also uses Redis, as every portal of a cluster does.
    ...(scaleOut && options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
  };
  const portal = await launchPortal({
    port,
    sandboxPort: await freePort(),
    siasnSandboxPort: 0, // a free port, chosen by the sandbox itself
    agencySandboxPort: 0,
    zoomSandboxPort: 0,
    bankSandboxPort: 0,
    mailSandboxPort: 0,
    dataDir: tmp,
    stdio: 'inherit',
    overrides: {
      ...env,
      // e.g. `--require ./profiler.cjs` to see where the server spends its time.
      ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
    },
  });
  const stopOnSignal = () => void portal.stop().finally(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  const stopRss = watchPeakRss(portal.child.pid ?? 0);
  const sessionOf = async (user: typeof AGENT | typeof ADMIN | typeof USER) => `next-auth.session-token=${await encode({ token: { sub: String(user.id), user }, secret: SECRET })}`;
  const cookies = { agent: await sessionOf(AGENT), admin: await sessionOf(ADMIN), user: await sessionOf(USER) };
  const cookie = cookies.agent;
  const api = `http://localhost:${port}/helpdesk/api`;
  const urlOf = (c: BenchCase) => (c.page ? `http://localhost:${port}/helpdesk` : api) + c.path;
  const cookieOf = (c: BenchCase) => cookies[c.as ?? 'agent'];
  try {
    const chosen = [...CASES, ...PAGE_CASES].filter((c) => !options.only || options.only.some((o) => c.name.toLowerCase().includes(o)));
    const selected = await Promise.all(chosen.map((c) => withCursor(c, api, cookie, options.smoke)));
    const all = [CEILING, ...selected];
    await statePurposes(api, cookie, all);
    for (const c of all) await checkRoute(c.name, urlOf(c), cookieOf(c), c.page);
    const serverPid = portal.child.pid ?? 0;
    const run = async (c: BenchCase, seconds: number): Promise<LoadResult> => {
      const before = options.url ? await databasePids(options.url) : [];
      const start = cpuNow(serverPid, before);
      const result = await loadTest(c.name, urlOf(c), cookieOf(c), options.connections, seconds);
      const after = options.url ? await databasePids(options.url) : [];
      const spent = cpuSpent(start, cpuNow(serverPid, [...new Set([...before, ...after])]));
      const per = (ms: number) => Math.round((ms / Math.max(1, result.requests)) * 1000) / 1000;
      return { ...result, cpuMsPerRequest: { server: per(spent.server), database: per(spent.database) } };
    };
    if (options.warmupSeconds > 0) for (const c of all) await run(c, options.warmupSeconds);
    const ceiling = await run(CEILING, options.durationSeconds);
    const cases: LoadResult[] = [];
    for (const c of selected) cases.push(await run(c, options.durationSeconds));
    const singleClient = [];
    for (const c of SUGGESTION_CASES.filter((s) => selected.includes(s))) singleClient.push({ name: c.name, p95: await singleClientP95(api + c.path, cookie, options.smoke ? 20 : 200) });
    // The smoke run scores one page, so the Lighthouse step never rots; `--only` skips it unless
    // it names `lighthouse` (`--only lighthouse`: the pages and nothing else, while tuning).
    const adminCookie = cookies.admin;
    const lighthouseCases = chosenLighthouseCases({ smoke: options.smoke, only: options.only, pages: options.lighthousePages });
    const lighthouse = await lighthouseScores({ origin: `http://localhost:${port}`, cases: lighthouseCases, cookies: { agent: cookie, admin: adminCookie } });
    const employeeExport = !options.only || options.only.includes('export') ? await measureEmployeeExport(api, adminCookie, serverPid, exportRows(options)) : undefined;
    const processes = scaleOut ? await measureScaleOut({ options, api, env, cookie, freePort }) : undefined;
    const firstLoadJsKb = Object.fromEntries(Object.entries(firstLoadJs(options.distDir)).map(([r, b]) => [r, Math.round(b / 102.4) / 10]));
    const result = {
      date: new Date().toISOString(),
      commit: execSync('git rev-parse --short HEAD').toString().trim() + (execSync('git status --porcelain').toString().trim() ? '+changes' : ''),
      label: options.label,
      cores: os.cpus().length,
      loadAverage: os.loadavg().map((l) => Math.round(l * 10) / 10),
      db: options.db,
      scale: options.scale,
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      ceiling,
      cases: cases.map((c) => ({ ...c, ratio: Math.round((c.reqPerSec / Math.max(1, ceiling.reqPerSec)) * 1000) / 10 })),
      singleClient,
      peakRssMb: stopRss(),
      employeeExport,
      processes,
      firstLoadJsKb,
      lighthouse,
    };
    console.log(JSON.stringify(result, null, 2));
    const budget = [...budgetLines(firstLoadJsKb, lighthouse, lighthouseCases), ...cpuBudgetLines(result.cases, options.db)];
    printBudget(budget);
    if (!options.only && !options.lighthousePages) {
      const file = resultFile(options, result.date);
      writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
      if (options.write && !options.smoke) writePerformanceDoc();
      console.log(`results: ${file}`);
    }
    if (options.smoke) {
      const failures = smokeFailures(result);
      for (const f of failures) console.error(`bench smoke: ${f}`);
      if (failures.length === 0) console.log('bench smoke: every case answered 2xx under load');
      return failures.length === 0 ? 0 : 1;
    }
    const missed = budget.filter((b) => !b.ok).length;
    if (missed > 0) console.error(`bench: ${missed} budget line(s) missed`);
    return missed > 0 ? 1 : 0;
  } finally {
    stopRss();
    process.removeListener('SIGINT', stopOnSignal);
    process.removeListener('SIGTERM', stopOnSignal);
    await portal.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (require.main === module) {
  runBench(benchOptions()).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
