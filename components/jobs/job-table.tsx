import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { personnelAdminText as t } from '@/locales/id/personnel-admin';
import { formatStamp } from '@/utils/format/record-date';
import { JOB_KINDS, JOB_STATES, type JobListQuery, type JobView } from '@/utils/schemas/personnel-admin';
import { useJobs } from '@/hooks/personnel-admin/use-jobs';
import { FilterSelect } from '@/components/siasn-logs/log-filters';
import { LOG_PAGE_SIZE, PagedLogTable, useLogPaging } from '@/components/siasn-logs/paged-log-table';
import { withAntdScope } from '@/components/ui/antd-scope';
import { Button } from '@/components/ui/button';
import { EllipsisText } from '@/components/ui/ellipsis-text';
import { Flex } from '@/components/ui/flex';
import { CancelJobButton, RetryJobButton } from './job-actions';
import { JobStateTag, jobDuration } from './job-cells';
import { JobLogDrawer } from './job-log-drawer';
import { JobProgressBar } from './job-progress-bar';

const c = t.jobs.columns;
const KIND_OPTIONS = JOB_KINDS.map((value) => ({ value, label: t.jobKind[value] }));
const STATE_OPTIONS = JOB_STATES.map((value) => ({ value, label: t.jobState[value] }));

type Filters = Omit<JobListQuery, 'page' | 'limit'>;

function columns(showLog: (job: JobView) => void): TableColumnsType<JobView> {
  return [
    { key: 'title', title: c.title, render: (_, job) => job.title },
    { key: 'state', title: c.state, render: (_, job) => <JobStateTag state={job.state} /> },
    { key: 'progress', title: c.progress, responsive: ['md'], width: 200, render: (_, job) => <JobProgressBar job={job} size="small" /> },
    { key: 'startedAt', title: c.startedAt, responsive: ['md'], render: (_, job) => (job.startedAt ? formatStamp(job.startedAt) : t.jobs.notStarted) },
    { key: 'duration', title: c.duration, responsive: ['lg'], render: (_, job) => jobDuration(job) ?? '' },
    { key: 'attempts', title: c.attempts, responsive: ['lg'], align: 'right', render: (_, job) => job.attempts },
    { key: 'error', title: c.error, responsive: ['lg'], width: 220, render: (_, job) => (job.error ? <EllipsisText>{job.error}</EllipsisText> : '') },
    {
      key: 'actions',
      title: c.actions,
      render: (_, job) => (
        <Flex gap={4} wrap>
          <Button size="small" icon={<FileTextOutlined aria-hidden />} aria-label={t.jobs.showLogOf(job.title)} onClick={() => showLog(job)}>
            {t.jobs.showLog}
          </Button>
          <CancelJobButton job={job} />
          <RetryJobButton job={job} />
        </Flex>
      ),
    },
  ];
}

/** Every background job, newest first: filters by kind and state, a log drawer, Batalkan and Ulangi. */
function JobTable() {
  const paging = useLogPaging<Filters>();
  const { filters, set } = paging;
  const query = useJobs({ ...filters, page: paging.page, limit: LOG_PAGE_SIZE });
  const [logOf, setLogOf] = useState<JobView | null>(null);
  return (
    <>
      <PagedLogTable
        paging={paging}
        query={query}
        title={t.jobs.listTitle}
        total={t.jobs.total}
        empty={t.jobs.empty}
        columns={columns(setLogOf)}
        data-testid="job-table"
        controls={
          <>
            <FilterSelect label={t.jobs.filters.kind} value={filters.kind} options={KIND_OPTIONS} onChange={(v) => set('kind')(v as Filters['kind'])} width={230} />
            <FilterSelect label={t.jobs.filters.state} value={filters.state} options={STATE_OPTIONS} onChange={(v) => set('state')(v as Filters['state'])} />
          </>
        }
      />
      <JobLogDrawer job={logOf} onClose={() => setLogOf(null)} />
    </>
  );
}

export default withAntdScope(JobTable);
