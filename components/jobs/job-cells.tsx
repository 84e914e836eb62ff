import { personnelAdminText as t } from '@/locales/id/personnel-admin';
import type { JobState, JobView } from '@/utils/schemas/personnel-admin';
import { Tag } from '@/components/ui/tag';

const STATE_COLORS: Record<JobState, string> = { queued: 'default', running: 'processing', completed: 'success', failed: 'error', cancelled: 'warning' };

/** Menunggu, Berjalan, Selesai, Gagal or Dibatalkan. */
export function JobStateTag({ state }: { state: JobState }) {
  return (
    <Tag color={STATE_COLORS[state]} data-state={state}>
      {t.jobState[state]}
    </Tag>
  );
}

/** "2 menit 5 detik", "1 jam 3 menit": a length of time as people say it. */
export function durationText(ms: number): string {
  const total = Math.floor(ms / 1000);
  if (total < 1) return t.duration.underSecond;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const parts = [hours > 0 && t.duration.hours(hours), minutes > 0 && t.duration.minutes(minutes), hours === 0 && seconds > 0 && t.duration.seconds(seconds)];
  return parts.filter(Boolean).join(' ');
}

/** How long the job ran (so far, while it runs); null before it started. */
export function jobDuration(job: Pick<JobView, 'startedAt' | 'finishedAt'>, now = Date.now()): string | null {
  if (!job.startedAt) return null;
  const end = job.finishedAt ? Date.parse(job.finishedAt) : now;
  return durationText(end - Date.parse(job.startedAt));
}
