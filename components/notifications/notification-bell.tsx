import { useState } from 'react';
import dynamic from 'next/dynamic';
import { Badge, Button, Popover, Spin } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { notificationsText } from '@/locales/id';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { useUnreadNotifications } from '@/hooks/notifications/use-unread-notifications';

// The feed, its actions and their antd parts load on the first click, not with every page.
const NotificationPopoverContent = dynamic(() => import('./notification-popover-content'), {
  ssr: false,
  loading: () => <Spin style={{ display: 'block', margin: 24, width: 360, maxWidth: '80vw' }} />,
});

/** Header bell for a signed-in user: nothing is polled for a visitor. */
export function NotificationBell() {
  return useCurrentUser() ? <Bell /> : null;
}

/** Unread count (polled every minute and on focus); the latest notifications on click. */
function Bell() {
  const [open, setOpen] = useState(false);
  const { data: unread = 0 } = useUnreadNotifications();
  const content = <NotificationPopoverContent open={open} unread={unread} onNavigate={() => setOpen(false)} />;
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
