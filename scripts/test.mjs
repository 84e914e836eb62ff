// `npm test`: type check (beside the vitest run), unit, API (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), component and
// browser tests, the shutdown test, the cluster tests, a bench smoke run and the reliability load run; ends with one line
// `tests: N passed, N failed` counting all of them.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from './lib/build.mjs';
import { launchPortal } from './lib/launch-portal.mjs';
import { NGINX_BIN, nginxInstalled } from './lib/cluster/nginx.mjs';
import { teePortalLog } from './lib/portal-log.mjs';
import { startSecondNode } from './lib/second-node.mjs';
import { testBrowserPath } from './lib/test-browser.mjs';
import { runVitest } from './lib/vitest-run.mjs';

// Flags: --only typecheck|vitest|e2e|shutdown|cluster|bench|reliability, --project NAME (repeatable, passed to vitest), --file PATTERN,
// --summary NAME.
const argv = process.argv.slice(2);
const flag = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : null);
const only = flag('--only');
const summaryName = flag('--summary') ?? 'summary';
const projects = argv.flatMap((a, i) => (argv[i - 1] === '--project' ? ['--project', a] : []));
// --file PATTERN (repeatable) narrows the browser (or cluster) tests to matching files, e.g. `--only e2e --file xss`.
const e2eFiles = argv.filter((a, i) => argv[i - 1] === '--file');
const wants = (suite) => !only || only === suite;
const results = [];
const stageSeconds = [];
/** Runs one stage and keeps its result and duration (printed before the summary line). */
async function stage(name, run) {
  const started = Date.now();
  results.push(await run());
  stageSeconds.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
}
// The browser tests use their own build folder, so a portal started with `npm start` keeps running.
const E2E_DIST_DIR = process.env.E2E_DIST_DIR ?? '.next-test';

// Beside the browser tests, which leave 40-60% of the two cores idle (they wait on pages more than
// they compute): the type check and, in CI, the unit and API suites on a second Node version
// (SECOND_NODE, scripts/lib/second-node.mjs), both at a lower priority. Beside the vitest stage
// (90% busy) tsc made it ~35 s longer; after the load runs the second Node run added ~100-200 s.
// Started after the production build (which takes both cores), or after vitest without browser tests.
let typecheckRun = null;
let secondNodeRun = null;
let secondNodeSeconds = null;
let backgroundStarted = false;
// The builds need not check types again: this run's own tsc checks the whole project and fails the run if it fails.
if (wants('typecheck')) process.env.BUILD_TYPES_CHECKED = '1';
function startBackgroundRuns() {
  if (backgroundStarted) return;
  backgroundStarted = true;
  typecheckRun = wants('typecheck') ? startTypecheck() : null;
  secondNodeRun = process.env.SECOND_NODE && !only ? startSecondNode(process.env.SECOND_NODE, 'node24') : null;
}

// Every vitest project but `shutdown`, which serves the production build and runs after the browser tests.
// SKIP_API_PG=1 leaves the PostgreSQL API suite to another run (.ci/run runs it on Node 24).
const withApiPg = Boolean(process.env.TEST_DATABASE_URL) && process.env.SKIP_API_PG !== '1';
const vitestProjects = ['unit', 'api', ...(withApiPg ? ['api-pg'] : []), 'components'].flatMap((p) => ['--project', p]);
if (wants('vitest')) {
  await stage('vitest', () => runVitest(summaryName === 'summary' ? 'vitest' : `${summaryName}-vitest`, projects.length > 0 ? projects : vitestProjects));
}

const chromium = testBrowserPath();
if (wants('e2e')) {
  if (!existsSync(chromium)) {
    const message = `Chromium not found at ${chromium}: install it (apt-get install chromium-headless-shell) or set CHROMIUM_PATH.`;
    if (process.env.CI) throw new Error(message);
    console.warn(`\n!! browser tests skipped. ${message}\n`);
  } else {
    await stage('e2e', runBrowserTests);
  }
}
startBackgroundRuns();
if (typecheckRun) results.push(await typecheckRun);

// SIGTERM drains in-flight requests (tests/api/hardening/shutdown.test.ts, on the browser tests' build).
if (wants('shutdown')) {
  buildIfStale({ distDir: E2E_DIST_DIR });
  await stage('shutdown', () => runVitest('shutdown', ['--project', 'shutdown'], { E2E_DIST_DIR }));
}

// Two portal processes behind nginx on PostgreSQL and a private Redis (tests/cluster, docs/scale-out.md).
const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';
if (wants('cluster')) {
  const missing = [
    ...(nginxInstalled() ? [] : [`nginx (${NGINX_BIN}; apt-get install nginx)`]),
    ...(process.env.TEST_DATABASE_URL ? [] : ['TEST_DATABASE_URL']),
    ...(process.env.REDIS_URL ? [] : ['REDIS_URL']),
    // The tests restart a private redis-server (tests/cluster/support/private-redis.ts), never REDIS_URL's.
    ...(existsSync(REDIS_SERVER) ? [] : [`redis-server (${REDIS_SERVER})`]),
  ];
  if (missing.length === 0) {
    buildIfStale({ distDir: E2E_DIST_DIR });
    // The cluster's one-second latency bounds get the machine to themselves.
    if (secondNodeRun) secondNodeSeconds = await secondNodeRun;
    await stage('cluster', () => runVitest('cluster', ['-c', 'vitest.cluster.config.mts', ...e2eFiles], { CLUSTER_DIST_DIR: E2E_DIST_DIR }));
  } else if (process.env.CI) {
    results.push(check(false, `cluster tests: missing ${missing.join(', ')}`));
  } else {
    console.warn(`\n!! cluster tests skipped: missing ${missing.join(', ')}\n`);
  }
}

/**
 * Type errors anywhere (tests included) fail the run; counted as one failed check. Started in the
 * background; what tsc printed comes out in one piece when it ends, not inside vitest's output.
 */
function startTypecheck() {
  console.log('> tsc --noEmit in the background (nice 10; its errors print when it ends)');
  const started = Date.now();
  const tsc = spawn('nice', ['-n', '10', process.execPath, path.join('node_modules', 'typescript', 'bin', 'tsc'), '--noEmit', '-p', '.'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  tsc.stdout.on('data', (chunk) => output.push(chunk));
  tsc.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    tsc.once('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      stageSeconds.push(`typecheck ${Math.round((Date.now() - started) / 1000)} s`);
      resolve(check(code === 0, 'tsc --noEmit', 0));
    });
  });
}

async function runBrowserTests() {
  buildIfStale({ distDir: E2E_DIST_DIR });
  startBackgroundRuns();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'helpdesk-e2e-'));
  const port = Number(process.env.E2E_PORT ?? 3100);
  const portal = await launchPortal({
    port,
    sandboxPort: Number(process.env.E2E_SANDBOX_PORT ?? 4110),
    siasnSandboxPort: Number(process.env.E2E_SIASN_SANDBOX_PORT ?? 4120),
    agencySandboxPort: Number(process.env.E2E_AGENCY_SANDBOX_PORT ?? 4130),
    zoomSandboxPort: Number(process.env.E2E_ZOOM_SANDBOX_PORT ?? 4140),
    bankSandboxPort: Number(process.env.E2E_BANK_SANDBOX_PORT ?? 4150),
    mailSandboxPort: Number(process.env.E2E_MAIL_SANDBOX_PORT ?? 4160),
    dataDir,
    stdio: 'pipe',
    overrides: { LOG_LEVEL: 'info', NEXT_DIST_DIR: E2E_DIST_DIR },
  });
  const logFile = path.join(dataDir, 'portal.log');
  const closeLog = teePortalLog(portal.child, logFile);
  try {
    return await runVitest('e2e', ['-c', 'vitest.e2e.config.mts', ...e2eFiles], {
      E2E_BASE_URL: portal.url,
      CHROMIUM_PATH: chromium,
      E2E_PORTAL_LOG: logFile,
      E2E_STATE_DIR: path.join(dataDir, 'signed-in'),
      E2E_SIASN_SANDBOX_URL: portal.siasnSandbox?.url ?? '',
      E2E_AGENCY_SANDBOX_URL: portal.agencySandbox?.url ?? '',
      E2E_ZOOM_SANDBOX_URL: portal.zoomSandbox?.url ?? '',
      E2E_BANK_SANDBOX_URL: portal.bankSandbox?.url ?? '',
      E2E_MAIL_SANDBOX_URL: portal.mailSandbox?.url ?? '',
    });
  } finally {
    await portal.stop();
    await closeLog();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// A tiny run of `npm run bench` (small data set, 2 s per case) so the benchmark never rots.
if (wants('bench')) {
  await stage('bench', benchSmoke);
}

function benchSmoke() {
  console.log('> bench smoke run');
  const tsx = path.join('node_modules', 'tsx', 'dist', 'cli.mjs');
  const run = spawnSync(process.execPath, [tsx, 'scripts/bench/run.ts', '--smoke', '--regenerate', '--dist', E2E_DIST_DIR, '--port', process.env.BENCH_SMOKE_PORT ?? '3700'], { stdio: 'inherit' });
  console.log(`bench smoke: ${run.status === 0 ? 'passed' : 'failed'}`);
  return check(run.status === 0, 'bench smoke run');
}

// The reliability load run (scripts/reliability/load.ts): 60 s at 50 connections on the ticket
// list and on a ticket detail, 0 errors and no RSS growth after warm-up; one test.
// RELIABILITY_LOAD=short makes it the 10 s run.
if (wants('reliability')) {
  await stage('reliability', reliabilityLoad);
}

function reliabilityLoad() {
  console.log('> reliability load run');
  const tsx = path.join('node_modules', 'tsx', 'dist', 'cli.mjs');
  const args = [tsx, 'scripts/reliability/load.ts', '--dist', E2E_DIST_DIR, '--port', process.env.RELIABILITY_PORT ?? '0'];
  if (process.env.RELIABILITY_LOAD === 'short') args.push('--short');
  const run = spawnSync(process.execPath, args, { stdio: 'inherit' });
  console.log(`reliability load: ${run.status === 0 ? 'passed' : 'failed'}`);
  return check(run.status === 0, 'reliability load run');
}

/** A check that is not a vitest run: one test (or, for the type check, only a failure when it fails). */
function check(ok, name, weight = 1) {
  return ok ? { passed: weight, failed: 0, ok, failures: [] } : { passed: 0, failed: 1, ok, failures: [name] };
}

// SECOND_NODE's counts go to test-results/node24.json, which .ci/run adds to this run's.
if (secondNodeRun) stageSeconds.push(`node24 (beside the browser tests) ${secondNodeSeconds ?? (await secondNodeRun)} s`);

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const failures = results.flatMap((r) => r.failures);
mkdirSync('test-results', { recursive: true });
writeFileSync(path.join('test-results', `${summaryName}.json`), JSON.stringify({ passed, failed, failures }));
console.log(`\nstage times: ${stageSeconds.join(', ')}`);
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
