import { Drawer } from 'antd';
import { personnelAdminText as t } from '@/locales/id/personnel-admin';
import { toDayjs } from '@/utils/format';
import { formatStamp } from '@/utils/format/record-date';
import { useJob } from '@/hooks/personnel-admin/use-jobs';
import { LoadFailed } from '@/components/siasn-logs/load-failed';
import { FactList } from '@/components/ui/fact-list';
import { Flex } from '@/components/ui/flex';
import { Skeleton } from '@/components/ui/skeleton';
import { CancelJobButton, RetryJobButton } from './job-actions';
import { JobStateTag, jobDuration } from './job-cells';
import { JobProgressBar } from './job-progress-bar';

const c = t.jobs.columns;
const logTime = (at: string) => toDayjs(at)?.format('D MMM HH.mm.ss');

/** A job's facts and its log lines, asked again every second while it runs. */
function JobLog({ jobId }: { jobId: string }) {
  const query = useJob(jobId);
  const job = query.data;
  if (query.isError) return <LoadFailed error={query.error} title={t.job.loadFailed} onRetry={() => void query.refetch()} />;
  if (!job) return <Skeleton rows={6} />;
  const log = job.log ?? [];
  return (
    <Flex vertical gap={16}>
      <FactList
        items={[
          { key: 'state', label: c.state, value: <JobStateTag state={job.state} /> },
          { key: 'progress', label: c.progress, value: <JobProgressBar job={job} size="small" /> },
          { key: 'created', label: t.jobs.createdAt, value: formatStamp(job.createdAt) },
          { key: 'started', label: c.startedAt, value: job.startedAt ? formatStamp(job.startedAt) : t.jobs.notStarted },
          ...(job.finishedAt ? [{ key: 'finished', label: t.jobs.finishedAt, value: formatStamp(job.finishedAt) }] : []),
          { key: 'duration', label: c.duration, value: jobDuration(job) ?? t.jobs.notStarted },
          { key: 'attempts', label: c.attempts, value: job.attempts },
          ...(job.error ? [{ key: 'error', label: c.error, value: job.error, wide: true }] : []),
        ]}
      />
      <Flex gap={8} wrap>
        <CancelJobButton job={job} />
        <RetryJobButton job={job} />
      </Flex>
      {log.length === 0 ? (
        <p>{t.jobs.logEmpty}</p>
      ) : (
        <ol data-testid="job-log" style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none', fontSize: 13 }}>
          {log.map((line, i) => (
            <li key={`${line.at}-${i}`} style={{ padding: '4px 0', borderBottom: '1px solid #f0f0f0' }}>
              <time dateTime={line.at} style={{ color: '#595959', marginInlineEnd: 8, fontVariantNumeric: 'tabular-nums' }}>
                {logTime(line.at)}
              </time>
              {line.text}
            </li>
          ))}
        </ol>
      )}
    </Flex>
  );
}

/** The drawer of one job: open while `job` is set. */
export function JobLogDrawer({ job, onClose }: { job: { id: string; title: string } | null; onClose: () => void }) {
  return (
    <Drawer open={job !== null} onClose={onClose} title={job ? t.jobs.logTitle(job.title) : undefined} size="large" destroyOnHidden>
      {job && <JobLog jobId={job.id} />}
    </Drawer>
  );
}
