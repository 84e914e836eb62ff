import { notificationsText } from '@/locales/id/notifications';
import { usePendingDeletes } from '@/hooks/notifications/pending-deletes';
import type { NotificationView } from '@/utils/schemas/tickets';
import { EmptyState } from '@/components/ui/empty-state';
import { NotificationItem } from './notification-item';
import { useDeleteWithUndo } from './use-delete-with-undo';
import styles from './notifications.module.css';

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
  if (shown.length === 0) return <EmptyState description={notificationsText.empty} />;
  return (
    <ul className={styles.feed} aria-label={notificationsText.title}>
      {shown.map((n) => (
        <li key={n.id}>
          <NotificationItem notification={n} onDelete={remove} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}
