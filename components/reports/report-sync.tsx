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

interface SyncOptions {
  kind: JobKind;
  start: () => Promise<StartedJobView>;
  /**
   * The last sync as the report's answer names it (IP ASN); left out, the newest job of
   * `kind` is asked from the jobs list.
   */
  lastJob?: JobView | null;
}

/**
 * A report's sync: who may start it, the start, and the job in progress (the one started here, or
 * one already running when the page opened). Shared by the bar and the empty list's button.
 */
export function useReportSync({ kind, start, lastJob }: SyncOptions) {
  const user = useCurrentUser();
  const sync = useStartSync(start);
  const notify = useNotify();
  const [startedId, setStartedId] = useState<string | null>(null);
  const latest = useLatestJob(kind, lastJob === undefined && can(user, 'manage-personnel-jobs')).data ?? null;
  const last = lastJob === undefined ? latest : lastJob;
  const jobId = startedId ?? (last && isLiveJob(last) ? last.id : null);
  const job = useJob(jobId).data;
  const live = jobId !== null && (!job || isLiveJob(job));
  const run = () =>
    sync.mutate(undefined, {
      onSuccess: (answer) => {
        setStartedId(answer.job.id);
        if (answer.existing) notify.success(t.existing);
      },
      onError: (error) => notify.failed(refusalOf(error)),
    });
  return { kind, allowed: can(user, 'manage-personnel-reports'), pending: sync.isPending, live, jobId, last, run };
}

export type ReportSyncState = ReturnType<typeof useReportSync>;

/** The sync button, for those who may start it. */
export function SyncButton({ sync, label }: { sync: ReportSyncState; label: string }) {
  if (!sync.allowed) return null;
  return (
    <Button type="primary" icon={<SyncOutlined aria-hidden />} loading={sync.pending} disabled={sync.live} onClick={sync.run}>
      {label}
    </Button>
  );
}

interface Props {
  sync: ReportSyncState;
  label: string;
  /** When the job is seen ended: read the report again. */
  onEnded: () => void;
  /** Before the button (a year picker). */
  children?: ReactNode;
}

/** The sync bar: the button and the job's progress in place; a last sync that failed says why. */
export function ReportSync({ sync, label, onEnded, children }: Props) {
  return (
    <Flex vertical gap={8} data-testid={`sync-${sync.kind}`}>
      <Flex gap={8} wrap align="center">
        {children}
        <SyncButton sync={sync} label={label} />
      </Flex>
      {sync.jobId && <JobProgress jobId={sync.jobId} onEnded={onEnded} />}
      {!sync.jobId && sync.last?.state === 'failed' && sync.last.error && <Notice type="warning">{t.lastSyncFailed(sync.last.error)}</Notice>}
    </Flex>
  );
}
