import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDbHandle } from '@/server/db';
import { createDb, type DbHandle } from '@/server/db/client';
import { jobs, siasnPengadaan } from '@/server/db/schema';
import { getSiasnGateway } from '@/server/gateways/siasn/client';
import { stopBoss } from '@/server/jobs/boss';
import { startJob } from '@/server/jobs/start-job';
import { useSiasnSandbox } from '../helpers/siasn-sandbox';
import { newPostgresDatabase } from '../helpers/test-db';

// A portal killed mid-sync (SIGKILL: no clean-up at all) and started again resumes the job from
// the rows it had staged and ends with exactly SIASN's rows (docs/personnel-admin.md section 2).
// The work runs in `npm run worker` processes (scripts/worker.ts), the same worker the portal
// starts; on PGlite only one process may hold the database, so this test opens it in between.
const siasn = useSiasnSandbox();
const TAHUN = 2021;
const onPostgres = process.env.HELPDESK_TEST_DB === 'postgres';
const dir = mkdtempSync(path.join(tmpdir(), 'helpdesk-resume-'));
let database: { env: Record<string, string>; open(): Promise<DbHandle>; drop(): Promise<void> };
// Workers this file started: a failing test must not leave one running after the file.
const workers: ChildProcess[] = [];

beforeAll(async () => {
  if (onPostgres) {
    const created = await newPostgresDatabase();
    database = { env: { DATABASE_URL: created.url }, open: () => createDb({ url: created.url, poolMax: 2 }), drop: created.drop };
  } else {
    const dataDir = path.join(dir, 'pglite');
    database = { env: { PGLITE_DATA_DIR: dataDir }, open: () => createDb({ dataDir }), drop: async () => undefined };
  }
});
afterAll(async () => {
  for (const child of workers) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all(workers.map(exited));
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** Opens the database in this process for `work`, then lets go of it (PGlite: one process at a time). */
async function withDb<T>(work: (handle: DbHandle) => Promise<T>): Promise<T> {
  const handle = await database.open();
  setDbHandle(handle);
  try {
    return await work(handle);
  } finally {
    await stopBoss();
    setDbHandle(undefined);
    await handle.close();
  }
}

function startWorker(): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], {
    env: {
      ...process.env,
      ...siasn.sandbox.env,
      ...database.env,
      DB_SEED: 'none',
      LOG_LEVEL: 'info',
      // Small pages with a pause: the sync lasts long enough to be killed in the middle.
      SIASN_LIST_PAGE_SIZE: '3',
      SIASN_LIST_PAGE_PAUSE_MS: '150',
      JOBS_RETRY_DELAY_SECONDS: '0',
      // On PostgreSQL a job is taken over once silent for six heartbeats (another portal might still run it).
      JOBS_HEARTBEAT_SECONDS: '0.5',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  workers.push(child);
  child.stdout?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  return { child, output: () => output };
}

async function until(check: () => boolean, what: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

describe('a sync killed mid-way', () => {
  it('resumes from its staged rows after a restart and ends with exactly the sandbox rows', async () => {
    const expected = (await getSiasnGateway().get('/pengadaan/list-pengadaan-instansi', { query: { tahun: TAHUN, limit: 1, offset: 0 } })).count ?? 0;
    expect(expected).toBeGreaterThan(30);
    const jobId = await withDb(async (handle) => {
      await handle.migrate();
      return (await startJob(handle.db, 'pengadaan-sync', { tahun: TAHUN }, null)).job.id;
    });

    const calls = () => siasn.sandbox.stats().calls;
    const before = calls();
    const first = startWorker();
    await until(() => calls() - before >= 5 || first.child.exitCode !== null, 'five pages fetched');
    first.child.kill('SIGKILL');
    await exited(first.child);

    const killed = await withDb(async ({ db }) => (await db.select().from(jobs).where(eq(jobs.id, jobId)))[0]);
    expect(killed.state).toBe('running');
    expect(killed.done).toBeGreaterThan(0);
    expect(killed.done).toBeLessThan(expected);

    const second = startWorker();
    await until(() => second.output().includes('"msg":"job ended"'), 'the job to end');
    second.child.kill('SIGTERM');
    await exited(second.child);

    await withDb(async ({ db }) => {
      const [ended] = await db.select().from(jobs).where(eq(jobs.id, jobId));
      expect(ended).toMatchObject({ state: 'completed', done: expected, total: expected, attempts: 2 });
      expect(ended.log.map((line) => line.text).join('\n')).toContain(`Melanjutkan dari baris ke-${killed.done + 1}.`);
      const [{ n }] = await db.select({ n: count() }).from(siasnPengadaan).where(eq(siasnPengadaan.tahun, TAHUN));
      expect(n).toBe(expected);
    });
  }, 120_000);
});
