import type { Job } from '@/server/db/schema';
import type { JobView } from '@/utils/schemas/personnel-admin';
import { jobDefinitions } from './definitions';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A job as the API answers it; the log only when asked (the list leaves it out). */
export function toJobView(job: Job, { withLog = false } = {}): JobView {
  const definition = jobDefinitions().get(job.kind);
  const parsed = definition?.params.safeParse(job.params);
  return {
    id: job.id,
    kind: job.kind,
    title: definition && parsed?.success ? definition.titleOf(parsed.data) : job.kind,
    key: job.key,
    params: job.params as Record<string, unknown>,
    state: job.state,
    done: job.done,
    total: job.total,
    error: job.error,
    attempts: job.attempts,
    cancelRequested: job.cancelRequested,
    createdBy: job.createdBy,
    createdAt: job.createdAt.toISOString(),
    startedAt: iso(job.startedAt),
    finishedAt: iso(job.finishedAt),
    ...(withLog ? { log: job.log } : {}),
  };
}
