import { afterAll, beforeAll } from 'vitest';
import jobRoute from '@/pages/api/jobs/[id]';
import { startJobWorker, type JobWorker } from '@/server/jobs/worker';
import type { JobState, JobView } from '@/utils/schemas/personnel-admin';
import type { SessionUser } from '@/utils/session-user';
import type { ApiContext } from './api-context';
import { applyEnv } from './sandbox-lifecycle';

const ENDED: JobState[] = ['completed', 'failed', 'cancelled'];

/**
 * A job worker in the test process for the file (call at file level, after useApiContext): it
 * polls every half second and retries at once; stopped before the file's database closes.
 */
export function useJobWorker(): void {
  let worker: JobWorker | undefined;
  let restoreEnv: (() => void) | undefined;
  beforeAll(async () => {
    restoreEnv = applyEnv({ JOBS_RETRY_DELAY_SECONDS: '0' });
    worker = await startJobWorker({ pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await worker?.stop();
    restoreEnv?.();
  });
}

/** GET /jobs/{id} until `until` says so (by default: the job ended); the last answer. */
export async function waitForJob(ctx: ApiContext, admin: SessionUser, id: string, until: (job: JobView) => boolean = (job) => ENDED.includes(job.state), timeoutMs = 60_000): Promise<JobView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { status, body } = await ctx.api.call<JobView>(jobRoute, { path: `/jobs/${id}`, params: { id }, user: admin });
    if (status !== 200) throw new Error(`GET /jobs/${id} answered ${status}`);
    if (until(body)) return body;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${body.state} (${body.done}/${body.total}) after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
