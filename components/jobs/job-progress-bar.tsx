import { Progress } from 'antd';
import { personnelAdminText as t } from '@/locales/id/personnel-admin';
import { formatNumber } from '@/utils/format/number';
import type { JobView } from '@/utils/schemas/personnel-admin';
import { Text } from '@/components/ui/text';

type ProgressStatus = 'normal' | 'exception' | 'active' | 'success';
const STATUS: Record<JobView['state'], ProgressStatus> = { queued: 'active', running: 'active', completed: 'success', failed: 'exception', cancelled: 'normal' };

/**
 * done/total as a bar with its percentage and the row count under it. Until SIASN has said how
 * many rows there are (total null) a running bar is drawn full and moving, hidden from screen
 * readers (its value would be made up); the count under it says what is known.
 */
export function JobProgressBar({ job, size = 'medium' }: { job: Pick<JobView, 'title' | 'state' | 'done' | 'total'>; size?: 'medium' | 'small' }) {
  const known = job.total !== null && job.total > 0;
  const unknown = !known && (job.state === 'queued' || job.state === 'running');
  const percent = known ? Math.min(100, Math.floor((job.done / (job.total as number)) * 100)) : job.state === 'completed' ? 100 : 0;
  const bar = (
    <Progress
      percent={unknown ? 100 : percent}
      status={STATUS[job.state]}
      showInfo={!unknown}
      size={size}
      aria-label={t.job.progressOf(job.title)}
      strokeColor={unknown ? '#adc6ff' : undefined}
    />
  );
  return (
    <div data-testid="job-progress-bar" style={{ minWidth: 140 }}>
      {unknown ? <div aria-hidden>{bar}</div> : bar}
      <Text secondary style={{ fontSize: 12 }}>
        {known ? t.job.doneOf(formatNumber(job.done), formatNumber(job.total)) : t.job.doneSoFar(formatNumber(job.done))}
      </Text>
    </div>
  );
}
