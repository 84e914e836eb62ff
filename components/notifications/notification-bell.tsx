import { useState } from 'react';
import Link from 'next/link';
import { Badge, Button, Divider, Flex, Popover, Spin, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { notificationsText } from '@/locales/id';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { useNotifications } from '@/hooks/notifications/use-notifications';
import { useUnreadNotifications } from '@/hooks/notifications/use-unread-notifications';
import { MarkAllReadButton } from './mark-all-read-button';
import { NotificationFeed } from './notification-feed';

const LATEST = 6;

/** Header bell for a signed-in user: nothing is polled for a visitor. */
export function NotificationBell() {
  return useCurrentUser() ? <Bell /> : null;
}

/** Unread count (polled every minute and on focus); the latest notifications on click. */
function Bell() {
  const [open, setOpen] = useState(false);
  const { data: unread = 0 } = useUnreadNotifications();
  const latest = useNotifications(1, LATEST, { enabled: open });
  const content = (
    <Flex vertical style={{ width: 360, maxWidth: '80vw' }} data-testid="notification-popover">
      <Flex justify="space-between" align="center">
        <Typography.Text strong>{notificationsText.title}</Typography.Text>
        <MarkAllReadButton disabled={unread === 0} />
      </Flex>
      <Divider style={{ margin: '8px 0 0' }} />
      <div style={{ maxHeight: 420, overflowY: 'auto' }}>
        {latest.isLoading ? <Spin style={{ display: 'block', margin: 24 }} /> : <NotificationFeed notifications={latest.data?.data ?? []} />}
      </div>
      <Divider style={{ margin: '0 0 8px' }} />
      <Link href="/notifications" onClick={() => setOpen(false)} style={{ textAlign: 'center' }}>
        {notificationsText.seeAll}
      </Link>
    </Flex>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen}>
      <Button type="text" shape="circle" aria-label={`${notificationsText.bell}: ${notificationsText.unreadCount(unread)}`} data-testid="notification-bell">
        <Badge count={unread} size="small" overflowCount={99} data-testid="notification-count">
          <BellOutlined style={{ fontSize: 20 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
