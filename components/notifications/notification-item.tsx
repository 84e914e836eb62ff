import type { MouseEvent } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { DeleteOutlined } from '@ant-design/icons';
import { notificationsText } from '@/locales/id/notifications';
import { useMarkRead } from '@/hooks/notifications/use-mark-read';
import type { NotificationView } from '@/utils/schemas/tickets';
import { Button } from '@/components/ui/button';
import { RelativeTime } from '@/components/ui/relative-time';
import { EllipsisText } from '@/components/ui/ellipsis-text';
import { Text } from '@/components/ui/text';
import styles from './notifications.module.css';

interface Props {
  notification: NotificationView;
  onDelete: (id: number) => void;
  onNavigate?: () => void;
}

// Only a path inside the portal is followed: a stored link never sends anyone to another site.
const portalPath = (link: string | null) => (link !== null && link.startsWith('/') && !link.startsWith('//') ? link : null);

// A ticket's notification opens the ticket; one with a link (a feed post) opens the link; a private
// message carries no message id, so it opens the inbox.
function targetOf(n: NotificationView): string | null {
  if (n.ticket_id !== null) return `/tickets/${n.ticket_id}`;
  return portalPath(n.link) ?? (n.type === 'private_message' ? '/mail' : null);
}

/** Title (opening it marks it read, then goes to its target), plain-text preview, relative time. */
export function NotificationItem({ notification: n, onDelete, onNavigate }: Props) {
  const router = useRouter();
  const markRead = useMarkRead();
  const href = targetOf(n);
  const unread = n.read_at === null;
  const open = async (event: MouseEvent) => {
    // Ctrl/middle clicks open a new tab the browser's way; this tab's copy stays as it is.
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    // A failed mark must not keep the user from their ticket; the dot simply stays.
    if (unread) await markRead.mutateAsync(n.id).catch(() => undefined);
    if (href !== null) {
      onNavigate?.();
      await router.push(href);
    }
  };
  const title = <Text strong={unread}>{n.title}</Text>;
  return (
    <div className={styles.item} data-testid={`notification-${n.id}`}>
      <span className={styles.marker}>
        {/* A named image for the unread dot (aria-label alone is not allowed on a plain span); the read dot says nothing. */}
        {unread ? <span className={`${styles.dot} ${styles.unread}`} role="img" aria-label={notificationsText.unread} /> : <span className={styles.dot} aria-hidden />}
      </span>
      <div className={styles.body}>
        {href === null ? (
          // Nowhere to go: opening only marks it read, which is a button's job, reachable by keyboard.
          <button type="button" className={styles.title} onClick={(e) => void open(e)}>
            {title}
          </button>
        ) : (
          <Link href={href} className={styles.title} onClick={(e) => void open(e)}>
            {title}
          </Link>
        )}
        {n.preview && (
          <EllipsisText secondary className={styles.preview}>
            {n.preview}
          </EllipsisText>
        )}
        <RelativeTime value={n.created_at} />
      </div>
      <Button type="text" size="small" danger icon={<DeleteOutlined />} className={styles.remove} aria-label={notificationsText.remove} onClick={() => onDelete(n.id)} />
    </div>
  );
}
