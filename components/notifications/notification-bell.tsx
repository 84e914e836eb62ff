import { useId } from 'react';
import dynamic from 'next/dynamic';
import { BellOutlined } from '@ant-design/icons';
import { notificationsText } from '@/locales/id/notifications';
import { ui } from '@/locales/id/ui';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { useUnreadNotifications } from '@/hooks/notifications/use-unread-notifications';
import { usePopup } from '@/components/ui/use-popup';
import { Spinner } from '@/components/ui/spinner';

// The feed, its actions and their antd parts load on the first click, not with every page.
const NotificationPopoverContent = dynamic(() => import('./notification-popover-content'), {
  ssr: false,
  loading: () => <Spinner label={ui.loading} style={{ display: 'block', margin: '24px auto' }} />,
});

/** Header bell for a signed-in user: nothing is polled for a visitor. */
export function NotificationBell() {
  return useCurrentUser() ? <Bell /> : null;
}

/** Unread count (polled every minute and on focus); the latest notifications in a popup on click. */
function Bell() {
  const popup = usePopup();
  const id = useId();
  const { data: unread = 0 } = useUnreadNotifications();
  return (
    <div ref={popup.rootRef} style={{ position: 'relative' }}>
      <button
        {...popup.triggerProps}
        type="button"
        className="shell-button"
        aria-label={`${notificationsText.bell}: ${notificationsText.unreadCount(unread)}`}
        aria-controls={popup.open ? id : undefined}
        data-testid="notification-bell"
      >
        <BellOutlined aria-hidden style={{ fontSize: 20 }} />
        {unread > 0 && (
          <span className="shell-badge" aria-hidden data-testid="notification-count">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {popup.open && (
        <div className="shell-popup shell-popup-wide" id={id}>
          <NotificationPopoverContent unread={unread} onNavigate={popup.close} />
        </div>
      )}
    </div>
  );
}
