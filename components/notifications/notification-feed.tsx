import { Divider, Empty } from 'antd';
import { notificationsText } from '@/locales/id';
import { usePendingDeletes } from '@/hooks/notifications/pending-deletes';
import type { NotificationView } from '@/utils/schemas/tickets';
import { NotificationItem } from './notification-item';
import { useDeleteWithUndo } from './use-delete-with-undo';

interface Props {
  notifications: NotificationView[];
  /** Called after an opened notification starts navigating (the bell closes its popover). */
  onNavigate?: () => void;
}

/** Notifications with a delete button each (undo for a few seconds); shared by the bell and the page. */
export function NotificationFeed({ notifications, onNavigate }: Props) {
  const pending = usePendingDeletes();
  const remove = useDeleteWithUndo();
  const shown = notifications.filter((n) => !pending.has(n.id));
  if (shown.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={notificationsText.empty} />;
  return (
    <div>
      {shown.map((n, i) => (
        <div key={n.id}>
          {i > 0 && <Divider style={{ margin: 0 }} />}
          <NotificationItem notification={n} onDelete={remove} onNavigate={onNavigate} />
        </div>
      ))}
    </div>
  );
}
