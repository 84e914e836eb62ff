import { randomUUID } from 'node:crypto';
import type { Database } from '@/server/db';
import type { Job } from '@/server/db/schema';
import { pgErrorCode, UNIQUE_VIOLATION } from '@/server/db/sql-helpers';
import { AppError } from '@/server/http/errors';
import { getLogger } from '@/server/log';
import { getBoss, JOB_QUEUE } from './boss';
import { jobDefinition } from './definitions';
import { appendJobLog, countLiveJobs, deleteJob, findLiveJob, insertJob } from './store';
import type { JobKind } from './types';

export interface StartedJob {
  job: Job;
  /** True when a run of the same kind and key was already queued or running: that one is answered. */
  existing: boolean;
}


/**
 * Queues a job of `kind`, or answers the live one of the same key (docs/personnel-admin.md
 * section 2); 429 SYNC_QUEUE_FULL when the kind already has `maxLive` runs live. The portal's row
 * goes in first, so the unique index settles two requests racing; if pg-boss then cannot take the
 * job, the row goes again and the error is thrown.
 */
export async function startJob(db: Database, kind: JobKind, input: unknown, actor: number | null): Promise<StartedJob> {
  const definition = jobDefinition(kind);
  const params = definition.params.parse(input);
  const key = definition.keyOf(params);
  const live = await findLiveJob(db, kind, key);
  if (live) return { job: live, existing: true };
  if (definition.maxLive !== undefined && (await countLiveJobs(db, kind)) >= definition.maxLive) throw new AppError('SYNC_QUEUE_FULL', 429);
  const boss = await getBoss();
  const id = randomUUID();
  let job: Job;
  try {
    job = await insertJob(db, { id, kind, key, params: params as object, createdBy: actor });
  } catch (error) {
    const raced = pgErrorCode(error) === UNIQUE_VIOLATION ? await findLiveJob(db, kind, key) : null;
    if (raced) return { job: raced, existing: true };
    throw error;
  }
  try {
    await boss.send(JOB_QUEUE, { kind, params }, { id });
  } catch (error) {
    getLogger().error({ err: error, job: { id, kind } }, 'job not queued');
    await deleteJob(db, id);
    throw error;
  }
  await appendJobLog(db, id, `Dijadwalkan: ${definition.titleOf(params)}.`);
  return { job, existing: false };
}
