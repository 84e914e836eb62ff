import { useEffect, useRef } from 'react';
import { personnelAdminText as t } from '@/locales/id/personnel-admin';
import { isLiveJob, useJob } from '@/hooks/personnel-admin/use-jobs';
import type { JobView } from '@/utils/schemas/personnel-admin';
import { LoadFailed } from '@/components/siasn-logs/load-failed';
import { Flex } from '@/components/ui/flex';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { CancelJobButton } from './job-actions';
import { JobStateTag } from './job-cells';
import { JobProgressBar } from './job-progress-bar';

interface Props {
  jobId: string;
  /** Once, when the job is seen ended (completed, failed or cancelled): e.g. read its list again. */
  onEnded?: (job: JobView) => void;
}

/**
 * A background job as it runs (each change pushed on the live stream): its state, a progress
 * bar, "Batalkan" while live and the error when it failed. Draws antd: for modules in an AntdScope.
 */
export function JobProgress({ jobId, onEnded }: Props) {
  const query = useJob(jobId);
  const job = query.data;
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!job || isLiveJob(job) || reported.current === job.id) return;
    reported.current = job.id;
    onEnded?.(job);
  }, [job, onEnded]);

  if (query.isError) return <LoadFailed error={query.error} title={t.job.loadFailed} onRetry={() => void query.refetch()} />;
  if (!job) return <Skeleton rows={1} />;
  return (
    <Flex vertical gap={4} data-testid="job-progress" data-job-id={job.id} style={{ minWidth: 0 }}>
      <Flex gap={8} wrap align="center">
        <JobStateTag state={job.state} />
        <span>{job.title}</span>
        <CancelJobButton job={job} />
      </Flex>
      <JobProgressBar job={job} />
      {job.state === 'failed' && job.error && <Notice type="error">{job.error}</Notice>}
    </Flex>
  );
}
