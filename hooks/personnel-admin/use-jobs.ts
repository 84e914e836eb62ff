import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveJobs } from '@/hooks/realtime/use-live-events';
import { cancelJob, getJob, listJobs, retryJob } from '@/services/personnel-admin';
import type { JobListQuery, JobView } from '@/utils/schemas/personnel-admin';
import type { LogPage } from '@/utils/schemas/siasn-logs';
import { jobKeys } from './keys';

/** Queued or running: still moving. */
export const isLiveJob = (job: Pick<JobView, 'state'>) => job.state === 'queued' || job.state === 'running';

// Jobs are not polled: every change of a job (its progress at most once a second, docs/
// personnel-admin.md section 2) is pushed on the live stream, which refetches them
// (docs/realtime.md, topic `jobs`).

/** One job with its log, refetched whenever it changes. */
export function useJob(id: string | null) {
  useLiveJobs();
  return useQuery({ queryKey: jobKeys.detail(id ?? ''), queryFn: () => getJob(id as string), enabled: id !== null });
}

/** A page of jobs, newest first, as the log tables take a page (`rows`); refetched whenever a job changes. */
export function useJobs(query: JobListQuery) {
  useLiveJobs();
  return useQuery({
    queryKey: jobKeys.list(query),
    queryFn: () => listJobs(query),
    select: ({ data, ...page }): LogPage<JobView> => ({ rows: data, ...page }),
    placeholderData: keepPreviousData,
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
