import Link from 'next/link';
import { notificationPreferencesText } from '@/locales/id/notification-preferences';
import { notificationsText } from '@/locales/id/notifications';
import { ui } from '@/locales/id/ui';
import { useNotifications } from '@/hooks/notifications/use-notifications';
import { Spinner } from '@/components/ui/spinner';
import { Text } from '@/components/ui/text';
import { MarkAllReadButton } from './mark-all-read-button';
import { NotificationFeed } from './notification-feed';
import styles from './notifications.module.css';

const LATEST = 6;

interface Props {
  unread: number;
  onNavigate: () => void;
}

/** The bell's popup (mounted while it is open): the latest notifications, mark-all-read and a link to all of them. */
export default function NotificationPopoverContent({ unread, onNavigate }: Props) {
  const latest = useNotifications(1, LATEST);
  return (
    <div data-testid="notification-popover">
      <div className={styles.popoverHead}>
        <Text strong>{notificationsText.title}</Text>
        <MarkAllReadButton disabled={unread === 0} />
      </div>
      <div className={styles.popoverFeed}>
        {latest.isLoading ? (
          <Spinner label={ui.loading} style={{ display: 'block', margin: '24px auto' }} />
        ) : (
          <NotificationFeed notifications={latest.data?.data ?? []} onNavigate={onNavigate} />
        )}
      </div>
      <div className={styles.popoverLinks}>
        <Link href="/notifications" onClick={onNavigate}>
          {notificationsText.seeAll}
        </Link>
        <Link href="/profile/notifikasi" onClick={onNavigate}>
          {notificationPreferencesText.title}
        </Link>
      </div>
    </div>
  );
}
