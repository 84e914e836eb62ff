import { useRouter } from 'next/router';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { useConfirm } from '@/components/ui/use-confirm';
import { useNotify } from '@/components/ui/use-notify';
import { useClinicMutations } from '@/hooks/coaching/use-clinic-mutations';
import { coachingText } from '@/locales/id/coaching';
import { NEXT_STATUS } from '@/utils/schemas/coaching-codes';
import type { ClinicDetail } from '@/utils/schemas/coaching';

const t = coachingText.detail;

/** Mulai (upcoming -> live) or Selesai (live -> end), each confirmed; Hapus removes it with its Zoom meeting. */
export function ConsultantControls({ clinic }: { clinic: ClinicDetail }) {
  const { move, remove } = useClinicMutations();
  const notify = useNotify();
  const confirm = useConfirm();
  const router = useRouter();
  const next = NEXT_STATUS[clinic.status];
  const moveTo = () =>
    next &&
    confirm({
      title: next === 'live' ? t.startConfirm : t.finishConfirm,
      okText: next === 'live' ? t.start : t.finish,
      cancelText: coachingText.form.cancel,
      onOk: () => notify.track(move.mutateAsync({ id: clinic.id, status: next }), t.moved),
    });
  const removeIt = () =>
    confirm({
      title: t.removeConfirm,
      okText: t.remove,
      okButtonProps: { danger: true },
      cancelText: coachingText.form.cancel,
      onOk: async () => {
        if (await notify.track(remove.mutateAsync(clinic.id), t.removed)) await router.push('/coaching-clinic');
      },
    });
  return (
    <Flex gap={8} wrap role="group" aria-label={t.controls}>
      {next && (
        <Button type="primary" loading={move.isPending} onClick={moveTo}>
          {next === 'live' ? t.start : t.finish}
        </Button>
      )}
      <Button danger loading={remove.isPending} onClick={removeIt}>
        {t.remove}
      </Button>
    </Flex>
  );
}
