import { CheckOutlined } from '@ant-design/icons';
import { notificationsText } from '@/locales/id/notifications';
import { useMarkAllRead } from '@/hooks/notifications/use-mark-all-read';
import { Button } from '@/components/ui/button';
import { useNotify } from '@/components/ui/use-notify';

export function MarkAllReadButton({ disabled }: { disabled?: boolean }) {
  const markAll = useMarkAllRead();
  const notify = useNotify();
  const run = () => notify.track(markAll.mutateAsync().then(({ updated }) => notify.success(notificationsText.markedAllRead(updated))));
  return (
    <Button size="small" type="link" icon={<CheckOutlined />} disabled={disabled} loading={markAll.isPending} onClick={() => void run()}>
      {notificationsText.markAllRead}
    </Button>
  );
}
