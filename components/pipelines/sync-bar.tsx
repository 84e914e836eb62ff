import { useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { SyncOutlined } from '@ant-design/icons';
import { personnelAdminText } from '@/locales/id/personnel-admin';
import type { PeriodQuery, PipelineListAnswer } from '@/services/personnel-admin';
import { buildQuery } from '@/utils/query';
import { formatStamp } from '@/utils/format/record-date';
import type { Pipeline } from '@/utils/schemas/personnel-admin';
import { isLiveJob, useJob } from '@/hooks/personnel-admin/use-jobs';
import { useRefreshPipeline, useSyncPipeline } from '@/hooks/personnel-admin/use-pipeline';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { Text } from '@/components/ui/text';
import { useNotify } from '@/components/ui/use-notify';
import { refusalOf } from './refusal';

const t = personnelAdminText.pipelines;
// antd's Progress, only while a sync is shown: the list's page renders without antd otherwise.
const JobProgress = dynamic(() => import('@/components/jobs/scoped-job-progress'), { loading: () => <Skeleton rows={1} /> });

interface Props {
  pipeline: Pipeline;
  period: PeriodQuery;
  list: PipelineListAnswer | undefined;
  /** The period picker, before the button. */
  picker: ReactNode;
}


/**
 * The period and "Sinkronkan dari SIASN": the sync it starts (or the period's sync already
 * running when the page opens) shows its progress here; when it ends the list is read again.
 */
export function SyncBar({ pipeline, period, list, picker }: Props) {
  const sync = useSyncPipeline(pipeline);
  const refresh = useRefreshPipeline(pipeline);
  const notify = useNotify();
  const periodKey = buildQuery(period);
  const [started, setStarted] = useState<{ id: string; periodKey: string } | null>(null);
  const running = list?.job && isLiveJob(list.job) ? list.job.id : null;
  const jobId = (started?.periodKey === periodKey ? started.id : null) ?? running;
  const job = useJob(jobId).data;
  const live = jobId !== null && (!job || isLiveJob(job));

  const start = async () => {
    try {
      const answer = await sync.mutateAsync(period);
      setStarted({ id: answer.job.id, periodKey });
    } catch (error) {
      notify.failed(refusalOf(error));
    }
  };

  return (
    <Flex vertical gap={8} data-testid="pipeline-sync">
      <Flex gap={8} wrap align="center">
        {picker}
        <Button type="primary" icon={<SyncOutlined aria-hidden />} loading={sync.isPending} disabled={live} onClick={() => void start()}>
          {t.sync}
        </Button>
      </Flex>
      {jobId && <JobProgress jobId={jobId} onEnded={() => void refresh()} />}
      {list && !live && (
        <Text secondary data-testid="pipeline-synced-at">
          {list.syncedAt ? t.syncedAt(formatStamp(list.syncedAt)) : t.neverSynced}
        </Text>
      )}
      {!jobId && list?.job?.state === 'failed' && list.job.error && <Notice type="warning">{t.lastSyncFailed(list.job.error)}</Notice>}
    </Flex>
  );
}
