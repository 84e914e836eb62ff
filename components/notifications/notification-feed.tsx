import { Divider, Empty } from 'antd';
import { notificationsText } from '@/locales/id';
import { useDeleteNotification } from '@/hooks/notifications/use-delete-notification';
import type { NotificationView } from '@/utils/schemas/tickets';
import { useNotify } from '@/components/ui/use-notify';
import { NotificationItem } from './notification-item';

/** Notifications with a delete button each; shared by the bell and the page. */
export function NotificationFeed({ notifications }: { notifications: NotificationView[] }) {
  const remove = useDeleteNotification();
  const notify = useNotify();
  if (notifications.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={notificationsText.empty} />;
  return (
    <div>
      {notifications.map((n, i) => (
        <div key={n.id}>
          {i > 0 && <Divider style={{ margin: 0 }} />}
          <NotificationItem
            notification={n}
            deleting={remove.isPending && remove.variables === n.id}
            onDelete={(id) => void notify.track(remove.mutateAsync(id), notificationsText.removed)}
          />
        </div>
      ))}
    </div>
  );
}
