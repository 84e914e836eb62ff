import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cancelJob, getJob, listJobs, retryJob } from '@/services/personnel-admin';
import type { JobListQuery, JobView } from '@/utils/schemas/personnel-admin';
import type { LogPage } from '@/utils/schemas/siasn-logs';
import { jobKeys } from './keys';

/** Queued or running: still moving, so still polled. */
export const isLiveJob = (job: Pick<JobView, 'state'>) => job.state === 'queued' || job.state === 'running';

// A running job writes its progress at most once a second (docs/personnel-admin.md section 2).
const JOB_POLL_MS = 1000;
const LIST_POLL_MS = 2000;

/** One job with its log, asked again every second while it is live. */
export function useJob(id: string | null) {
  return useQuery({
    queryKey: jobKeys.detail(id ?? ''),
    queryFn: () => getJob(id as string),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && isLiveJob(query.state.data) ? JOB_POLL_MS : false),
  });
}

/**
 * A page of jobs, newest first, as the log tables take a page (`rows`); asked again every 2 s
 * while any job on it is live.
 */
export function useJobs(query: JobListQuery) {
  return useQuery({
    queryKey: jobKeys.list(query),
    queryFn: () => listJobs(query),
    select: ({ data, ...page }): LogPage<JobView> => ({ rows: data, ...page }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.data.some(isLiveJob) ? LIST_POLL_MS : false),
  });
}

/** Cancel and retry; both show their effect on every list and on the job at once. */
export function useJobActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: jobKeys.all });
  const cancel = useMutation({ mutationFn: cancelJob, onSuccess: refresh });
  const retry = useMutation({ mutationFn: retryJob, onSuccess: refresh });
  return { cancel, retry };
}
