import type { MouseEvent } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { Badge, Button, Flex, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { notificationsText } from '@/locales/id';
import { useMarkRead } from '@/hooks/notifications/use-mark-read';
import type { NotificationView } from '@/utils/schemas/tickets';
import { RelativeTime } from '@/components/ui/relative-time';

interface Props {
  notification: NotificationView;
  onDelete: (id: number) => void;
  onNavigate?: () => void;
}

// A private message carries no ticket; the notification holds no message id, so it opens the inbox.
const targetOf = (n: NotificationView) => (n.ticket_id !== null ? `/tickets/${n.ticket_id}` : n.type === 'private_message' ? '/mail' : null);

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
  const title = <Typography.Text strong={unread}>{n.title}</Typography.Text>;
  return (
    <Flex gap={10} align="start" data-testid={`notification-${n.id}`} style={{ padding: '8px 0' }}>
      {/* A named image for the unread dot (aria-label alone is not allowed on a plain span); the read dot says nothing. */}
      {unread ? (
        <Badge status="processing" role="img" aria-label={notificationsText.unread} style={{ marginTop: 4 }} />
      ) : (
        <Badge status="default" aria-hidden style={{ marginTop: 4 }} />
      )}
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        {href === null ? (
          <Typography.Link onClick={(e) => void open(e)}>{title}</Typography.Link>
        ) : (
          <Link href={href} onClick={(e) => void open(e)}>
            {title}
          </Link>
        )}
        {n.preview && <Typography.Text type="secondary" ellipsis={{ tooltip: n.preview }}>{n.preview}</Typography.Text>}
        <RelativeTime value={n.created_at} />
      </Flex>
      <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={notificationsText.remove} onClick={() => onDelete(n.id)} />
    </Flex>
  );
}
