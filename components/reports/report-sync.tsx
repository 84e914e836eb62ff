import { useState, type ReactNode } from 'react';
import { SyncOutlined } from '@ant-design/icons';
import { personnelReportsText } from '@/locales/id/personnel-reports';
import { can } from '@/utils/permissions';
import type { JobKind, JobView, StartedJobView } from '@/utils/schemas/personnel-admin';
import { isLiveJob, useJob } from '@/hooks/personnel-admin/use-jobs';
import { useLatestJob, useStartSync } from '@/hooks/personnel-reports/use-reports';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { JobProgress } from '@/components/jobs/job-progress';
import { refusalOf } from '@/components/pipelines/refusal';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Notice } from '@/components/ui/notice';
import { useNotify } from '@/components/ui/use-notify';

const t = personnelReportsText.common;

interface Props {
  kind: JobKind;
  label: string;
  start: () => Promise<StartedJobView>;
  /**
   * The last sync as the report's answer names it (IP ASN); left out, the newest job of
   * `kind` is asked from the jobs list.
   */
  lastJob?: JobView | null;
  /** When the job is seen ended: read the report again. */
  onEnded: () => void;
  /** Before the button (a year picker). */
  children?: ReactNode;
}

/**
 * A report's sync button (for those who may start it) and the job's progress in place: the one
 * started here, or one already running when the page opened. A last sync that failed says why.
 */
export function ReportSync({ kind, label, start, lastJob, onEnded, children }: Props) {
  const user = useCurrentUser();
  const sync = useStartSync(start);
  const notify = useNotify();
  const [startedId, setStartedId] = useState<string | null>(null);
  const latest = useLatestJob(kind, lastJob === undefined && can(user, 'manage-personnel-jobs')).data ?? null;
  const last = lastJob === undefined ? latest : lastJob;
  const jobId = startedId ?? (last && isLiveJob(last) ? last.id : null);
  const job = useJob(jobId).data;
  const live = jobId !== null && (!job || isLiveJob(job));

  const onClick = () =>
    sync.mutate(undefined, {
      onSuccess: (answer) => {
        setStartedId(answer.job.id);
        if (answer.existing) notify.success(t.existing);
      },
      onError: (error) => notify.failed(refusalOf(error)),
    });

  return (
    <Flex vertical gap={8} data-testid={`sync-${kind}`}>
      <Flex gap={8} wrap align="center">
        {children}
        {can(user, 'manage-personnel-reports') && (
          <Button type="primary" icon={<SyncOutlined aria-hidden />} loading={sync.isPending} disabled={live} onClick={onClick}>
            {label}
          </Button>
        )}
      </Flex>
      {jobId && <JobProgress jobId={jobId} onEnded={onEnded} />}
      {!jobId && last?.state === 'failed' && last.error && <Notice type="warning">{t.lastSyncFailed(last.error)}</Notice>}
    </Flex>
  );
}
