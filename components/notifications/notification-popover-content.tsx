import Link from 'next/link';
import { Divider, Flex, Spin, Typography } from 'antd';
import { notificationsText } from '@/locales/id';
import { useNotifications } from '@/hooks/notifications/use-notifications';
import { MarkAllReadButton } from './mark-all-read-button';
import { NotificationFeed } from './notification-feed';

const LATEST = 6;

interface Props {
  unread: number;
  onNavigate: () => void;
}

/** The bell's popup (mounted while it is open): the latest notifications, mark-all-read and a link to all of them. */
export default function NotificationPopoverContent({ unread, onNavigate }: Props) {
  const latest = useNotifications(1, LATEST);
  return (
    <Flex vertical data-testid="notification-popover">
      <Flex justify="space-between" align="center">
        <Typography.Text strong>{notificationsText.title}</Typography.Text>
        <MarkAllReadButton disabled={unread === 0} />
      </Flex>
      <Divider style={{ margin: '8px 0 0' }} />
      <div style={{ maxHeight: 420, overflowY: 'auto' }}>
        {latest.isLoading ? <Spin style={{ display: 'block', margin: 24 }} /> : <NotificationFeed notifications={latest.data?.data ?? []} onNavigate={onNavigate} />}
      </div>
      <Divider style={{ margin: '0 0 8px' }} />
      <Link href="/notifications" onClick={onNavigate} style={{ textAlign: 'center' }}>
        {notificationsText.seeAll}
      </Link>
    </Flex>
  );
}
