import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { getConfig } from '@/server/config';
import { getDb } from '@/server/db';
import { jobs } from '@/server/db/schema';
import { AppError } from '@/server/http/errors';
import { getLogger } from '@/server/log';
import { appendJobLog, beatJob, clearStage, findJob, updateJob } from './store';
import { jobStageOf } from './stage';
import type { JobContext, JobDefinition } from './types';

export interface QueuedJob {
  kind: string;
  params: unknown;
}

/** How often a running job tells it is alive (JOBS_HEARTBEAT_SECONDS; worker.ts hands back jobs silent for six times that). */
export const heartbeatMs = () => getConfig().JOBS_HEARTBEAT_SECONDS * 1_000;

const cancelled = () => new AppError('JOB_CANCELLED', 409);

// Set while this process's worker stops (SIGTERM): a running job stops at its next page and stays
// `running`, like a killed one; the next start hands it back to pg-boss, which resumes it.
let interrupted = false;
export function setJobsInterrupted(value: boolean): void {
  interrupted = value;
}
class JobInterrupted extends Error {}
const isCancel = (error: unknown) => error instanceof AppError && error.code === 'JOB_CANCELLED';
/** What the jobs page shows of a failure: our own messages as they are, anything else generic. */
const shownError = (error: unknown) => (error instanceof AppError ? error.message : 'Terjadi kesalahan pada server');

/**
 * Runs one job pg-boss handed to this worker, keeping the `jobs` row in step: running, progress,
 * heartbeat, then completed, cancelled, queued again (pg-boss will retry) or failed. Rethrows a
 * failure so pg-boss counts the try.
 */
export async function runJob(job: PgBoss.JobWithMetadata<QueuedJob>, definitions: ReadonlyMap<string, JobDefinition<unknown>>): Promise<void> {
  const db = await getDb();
  const row = await findJob(db, job.id);
  // Cancelled while it waited in the queue, or a job pg-boss kept after the portal's row went.
  if (!row || row.state === 'cancelled') return;
  const definition = definitions.get(row.kind);
  if (!definition) throw new Error(`unknown job kind ${row.kind}`);
  await updateJob(db, job.id, { state: 'running', attempts: job.retryCount + 1, startedAt: row.startedAt ?? new Date(), heartbeatAt: new Date(), error: null });
  await appendJobLog(db, job.id, job.retryCount > 0 ? `Percobaan ke-${job.retryCount + 1} dimulai.` : 'Dimulai.');
  const heartbeat = setInterval(() => void beatJob(db, job.id).catch(() => undefined), heartbeatMs());
  const ctx: JobContext<unknown> = {
    jobId: job.id,
    params: definition.params.parse(row.params),
    db,
    actor: row.createdBy,
    stage: jobStageOf(db, job.id),
    progress: (done, total) => updateJob(db, job.id, { done, total, heartbeatAt: new Date() }),
    log: (text) => appendJobLog(db, job.id, text),
    async throwIfCancelled() {
      if (interrupted) throw new JobInterrupted('worker stopping');
      const [current] = await db.select({ cancel: jobs.cancelRequested }).from(jobs).where(eq(jobs.id, job.id));
      if (current?.cancel) throw cancelled();
    },
  };
  try {
    await definition.run(ctx);
    await finish(job.id, 'completed', null, 'Selesai.');
  } catch (error) {
    if (isCancel(error)) return finish(job.id, 'cancelled', null, 'Dibatalkan.');
    if (error instanceof JobInterrupted) {
      await appendJobLog(db, job.id, 'Portal dihentikan; proses dilanjutkan saat portal berjalan lagi.');
      throw error;
    }
    // Our own 4xx (nothing to copy yet, SIASN refusing) will not change by trying again.
    const permanent = error instanceof AppError && error.status < 500;
    const retries = !permanent && job.retryCount < job.retryLimit;
    getLogger().warn({ err: error, job: { id: job.id, kind: row.kind, retryCount: job.retryCount } }, 'job failed');
    if (retries) {
      await updateJob(db, job.id, { state: 'queued', error: shownError(error) });
      await appendJobLog(db, job.id, `Gagal: ${shownError(error)} Dicoba lagi otomatis.`);
    } else await finish(job.id, 'failed', shownError(error), `Gagal: ${shownError(error)}`);
    if (!permanent) throw error;
  } finally {
    clearInterval(heartbeat);
  }
}

/** Ends a job: its state, the last log line, and its stage cleared (a retry of a failed job starts afresh). */
async function finish(id: string, state: 'completed' | 'cancelled' | 'failed', error: string | null, line: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await updateJob(tx, id, { state, error, finishedAt: new Date() });
    await clearStage(tx, id);
  });
  await appendJobLog(db, id, line);
  getLogger().info({ job: { id, state } }, 'job ended');
}
