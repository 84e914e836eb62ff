import { RedoOutlined, StopOutlined } from '@ant-design/icons';
import { personnelAdminText as t } from '@/locales/id/personnel-admin';
import { isLiveJob, useJobActions } from '@/hooks/personnel-admin/use-jobs';
import type { JobView } from '@/utils/schemas/personnel-admin';
import { Button } from '@/components/ui/button';
import { useNotify } from '@/components/ui/use-notify';

type Job = Pick<JobView, 'id' | 'title' | 'state' | 'cancelRequested'>;

/** "Batalkan" while the job is queued or running (and not already asked to stop). */
export function CancelJobButton({ job }: { job: Job }) {
  const { cancel } = useJobActions();
  const notify = useNotify();
  if (!isLiveJob(job)) return null;
  return (
    <Button
      size="small"
      danger
      icon={<StopOutlined aria-hidden />}
      aria-label={t.job.cancelOf(job.title)}
      disabled={job.cancelRequested}
      loading={cancel.isPending}
      onClick={() => void notify.track(cancel.mutateAsync(job.id), t.job.cancelAsked)}
    >
      {job.cancelRequested ? t.job.cancelRequested : t.job.cancel}
    </Button>
  );
}

/** "Ulangi" for a failed or cancelled job: a new run with the same parameters. */
export function RetryJobButton({ job }: { job: Job }) {
  const { retry } = useJobActions();
  const notify = useNotify();
  if (job.state !== 'failed' && job.state !== 'cancelled') return null;
  const run = async () => {
    try {
      const { existing } = await retry.mutateAsync(job.id);
      notify.success(existing ? t.job.retriedExisting : t.job.retried);
    } catch (error) {
      notify.error(error);
    }
  };
  return (
    <Button size="small" icon={<RedoOutlined aria-hidden />} aria-label={t.job.retryOf(job.title)} loading={retry.isPending} onClick={() => void run()}>
      {t.job.retry}
    </Button>
  );
}
