import type { Database } from '@/server/db';
import type { Job } from '@/server/db/schema';
import { AppError, notFound } from '@/server/http/errors';
import { getBoss, JOB_QUEUE } from './boss';
import { startJob, type StartedJob } from './start-job';
import { appendJobLog, findJob, LIVE_STATES, updateJob } from './store';
import type { JobKind } from './types';

export async function getJobOr404(db: Database, id: string): Promise<Job> {
  const job = await findJob(db, id);
  if (!job) throw notFound();
  return job;
}

/**
 * Cancels a queued job at once; a running one is asked to stop and does at its next page
 * (run-job.ts). 409 JOB_FINISHED for a job that already ended.
 */
export async function cancelJob(db: Database, id: string): Promise<Job> {
  const job = await getJobOr404(db, id);
  if (!LIVE_STATES.includes(job.state)) throw new AppError('JOB_FINISHED', 409);
  if (job.state === 'queued') {
    await (await getBoss()).cancel(JOB_QUEUE, id);
    await updateJob(db, id, { state: 'cancelled', cancelRequested: true, finishedAt: new Date() });
    await appendJobLog(db, id, 'Dibatalkan sebelum dimulai.');
  } else {
    await updateJob(db, id, { cancelRequested: true });
    await appendJobLog(db, id, 'Pembatalan diminta; berhenti setelah halaman yang sedang diambil.');
  }
  return getJobOr404(db, id);
}

/** A new run with the same parameters of a failed or cancelled job (409 JOB_NOT_RETRYABLE otherwise). */
export async function retryJob(db: Database, id: string, actor: number): Promise<StartedJob> {
  const job = await getJobOr404(db, id);
  if (job.state !== 'failed' && job.state !== 'cancelled') throw new AppError('JOB_NOT_RETRYABLE', 409);
  return startJob(db, job.kind as JobKind, job.params, actor);
}
