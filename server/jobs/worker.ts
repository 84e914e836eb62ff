import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { getDb, getDbHandle } from '@/server/db';
import { jobs } from '@/server/db/schema';
import { getLogger } from '@/server/log';
import { startMailWorker, type MailWorker } from '@/server/mail/mail-worker';
import { startDataExportWorker } from '@/server/privacy/export/export-queue';
import { startRetention } from '@/server/privacy/retention/run-retention';
import { getBoss, JOB_QUEUE, stopBoss } from './boss';
import { jobDefinitions } from './definitions';
import { heartbeatMs, runJob, setJobsInterrupted, type QueuedJob } from './run-job';
import { appendJobLog, updateJob } from './store';

/** Jobs one worker runs at once. */
const CONCURRENCY = 2;
/** A running job silent for this long lost its worker (a killed portal): pg-boss gets it back to retry. */
const staleMs = () => 6 * heartbeatMs();

/**
 * Hands back to pg-boss the jobs whose worker died (docs/personnel-admin.md section 2): `fail`
 * puts them up for retry, which continues from their stage. On the embedded PGlite only this
 * process can hold the database, so at start every running job is such a one.
 */
export async function recoverOrphans(options: { all?: boolean } = {}): Promise<number> {
  const db = await getDb();
  const staleBefore = new Date(Date.now() - staleMs());
  const orphans = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.state, 'running'), options.all ? undefined : or(isNull(jobs.heartbeatAt), lt(jobs.heartbeatAt, staleBefore))));
  if (orphans.length === 0) return 0;
  const boss = await getBoss();
  for (const { id } of orphans) {
    await boss.fail(JOB_QUEUE, id, { message: 'worker stopped' });
    const queued = (await boss.getJobById(JOB_QUEUE, id))?.state === 'retry';
    if (queued) await updateJob(db, id, { state: 'queued' });
    else await updateJob(db, id, { state: 'failed', error: 'Portal berhenti saat proses berjalan dan batas percobaan habis.', finishedAt: new Date() });
    await appendJobLog(db, id, queued ? 'Portal berhenti saat proses berjalan; dilanjutkan otomatis.' : 'Portal berhenti saat proses berjalan; batas percobaan habis.');
  }
  getLogger().info({ jobs: orphans.length }, 'jobs of a stopped worker handed back for retry');
  return orphans.length;
}

export interface JobWorker {
  /** The notification mails this worker sends (docs/notifications.md, E-mail). */
  mail: MailWorker;
  stop(): Promise<void>;
}

/** Starts taking jobs in this process; `stop` lets the running ones finish (up to `timeoutMs`). */
export async function startJobWorker(options: { pollingIntervalSeconds?: number } = {}): Promise<JobWorker> {
  setJobsInterrupted(false);
  const boss = await getBoss();
  const handle = await getDbHandle();
  await recoverOrphans({ all: handle.driver === 'pglite' });
  const definitions = jobDefinitions();
  const work = { includeMetadata: true as const, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 };
  for (let i = 0; i < CONCURRENCY; i++) {
    await boss.work<QueuedJob>(JOB_QUEUE, work, async ([job]: PgBoss.JobWithMetadata<QueuedJob>[]) => runJob(job, definitions));
  }
  const mail = await startMailWorker(boss, { pollingIntervalSeconds: work.pollingIntervalSeconds });
  const exports = await startDataExportWorker(boss, { pollingIntervalSeconds: work.pollingIntervalSeconds });
  const retention = startRetention();
  const sweep = setInterval(() => void recoverOrphans().catch((err) => getLogger().warn({ err }, 'orphan sweep failed')), staleMs());
  sweep.unref();
  getLogger().info({ concurrency: CONCURRENCY }, 'job worker started');
  return {
    mail,
    async stop() {
      clearInterval(sweep);
      mail.stop();
      exports.stop();
      retention.stop();
      setJobsInterrupted(true);
      await stopBoss();
    },
  };
}
