import { Button } from '@/components/ui/button';
import { Tag } from '@/components/ui/tag';
import { useConfirm } from '@/components/ui/use-confirm';
import { useNotify } from '@/components/ui/use-notify';
import { useClinicMutations } from '@/hooks/coaching/use-clinic-mutations';
import { coachingText as t } from '@/locales/id/coaching';
import type { ClinicView } from '@/utils/schemas/coaching';
import { isFull, REQUEST_COLORS } from './clinic-facts';

/**
 * The person's part in a clinic: their request's state (and "Batal ikut" before the start), or
 * "Ikuti" while it can be joined; the toast after "Ikuti" says the state the tag then shows.
 * The one who runs it gets neither.
 */
export function JoinButton({ clinic }: { clinic: ClinicView }) {
  const { join, leave } = useClinicMutations();
  const notify = useNotify();
  const confirm = useConfirm();
  if (clinic.can_run) return null;
  if (clinic.my_request) {
    return (
      <>
        <Tag color={REQUEST_COLORS[clinic.my_request]}>{t.request[clinic.my_request]}</Tag>
        {clinic.status === 'upcoming' && (
          <Button
            size="small"
            loading={leave.isPending}
            onClick={() => confirm({ title: t.leaveConfirm, okText: t.leave, cancelText: t.form.cancel, onOk: () => notify.track(leave.mutateAsync(clinic.id), t.left) })}
          >
            {t.leave}
          </Button>
        )}
      </>
    );
  }
  if (clinic.status === 'end') return null;
  const full = isFull(clinic);
  // The toast names the state the server gave the request, in the tag's own words.
  const onJoin = async () => {
    try {
      const joined = await join.mutateAsync(clinic.id);
      if (joined.my_request) notify.success(t.joined(t.request[joined.my_request]));
    } catch (error) {
      notify.error(error);
    }
  };
  return (
    <Button type="primary" size="small" disabled={full} loading={join.isPending} onClick={() => void onJoin()}>
      {full ? t.full : t.join}
    </Button>
  );
}
