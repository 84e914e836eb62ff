import { CheckCircleOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button, ButtonLink } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Notice } from '@/components/ui/notice';
import { Text } from '@/components/ui/text';
import { useConfirm } from '@/components/ui/use-confirm';
import { useNotify } from '@/components/ui/use-notify';
import { useParticipation } from '@/hooks/webinars/use-participation';
import { webinarsText } from '@/locales/id/webinars';
import type { WebinarDetail } from '@/utils/schemas/webinars';

const t = webinarsText.detail;

/** Step 1: register; once registered, cancel until the series starts. */
export function RegisterStep({ webinar, groupAllowed }: { webinar: WebinarDetail; groupAllowed: boolean }) {
  const steps = useParticipation(webinar.id);
  const notify = useNotify();
  const confirm = useConfirm();
  const started = new Date(webinar.starts_at) <= new Date();
  if (!webinar.registered) {
    if (!groupAllowed) return <Notice type="warning">{t.notAllowed}</Notice>;
    return (
      <Button type="primary" disabled={!webinar.may_register} loading={steps.register.isPending} onClick={() => void notify.track(steps.register.mutateAsync(), t.registeredDone)}>
        {t.register}
      </Button>
    );
  }
  return (
    <Flex gap={8} wrap align="center">
      <Text>{webinarsText.steps.registered}</Text>
      {!started && (
        <Button danger onClick={() => confirm({ title: t.cancelConfirm, okButtonProps: { danger: true }, onOk: () => notify.track(steps.cancel.mutateAsync(), t.cancelled) })}>
          {t.cancel}
        </Button>
      )}
    </Flex>
  );
}

/** Step 3: the meeting link while live and the "Hadir" button (open from 30 minutes before the start). */
export function AttendStep({ webinar }: { webinar: WebinarDetail }) {
  const steps = useParticipation(webinar.id);
  const notify = useNotify();
  const attended = webinar.progress?.attended ?? false;
  return (
    <Flex gap={8} wrap align="center">
      {webinar.meeting_link && (
        <ButtonLink type="primary" href={webinar.meeting_link} target="_blank" rel="noopener noreferrer" icon={<VideoCameraOutlined aria-hidden />}>
          {t.join}
        </ButtonLink>
      )}
      {attended ? (
        <Notice type="info" icon={<CheckCircleOutlined aria-hidden />}>{t.attended}</Notice>
      ) : (
        <>
          <Button disabled={!webinar.attendance_open} aria-describedby={webinar.attendance_open ? undefined : 'attendance-closed'} loading={steps.attend.isPending} onClick={() => void notify.track(steps.attend.mutateAsync(undefined))}>
            {t.attend}
          </Button>
          {!webinar.attendance_open && (
            <Text secondary id="attendance-closed">
              {t.attendanceClosed}
            </Text>
          )}
        </>
      )}
    </Flex>
  );
}
