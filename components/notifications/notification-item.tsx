import Link from 'next/link';
import { Badge, Button, Flex, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { notificationsText } from '@/locales/id';
import type { NotificationView } from '@/utils/schemas/tickets';
import { RelativeTime } from '@/components/ui/relative-time';

interface Props {
  notification: NotificationView;
  onDelete: (id: number) => void;
  deleting?: boolean;
}

/** Title (linking to its ticket), content, relative time; unread ones carry a dot. */
export function NotificationItem({ notification: n, onDelete, deleting }: Props) {
  // A private message carries no ticket; the notification holds no message id, so it opens the inbox.
  const href = n.ticket_id !== null ? `/tickets/${n.ticket_id}` : n.type === 'private_message' ? '/mail' : null;
  const title = <Typography.Text strong={n.read_at === null}>{n.title}</Typography.Text>;
  return (
    <Flex gap={10} align="start" data-testid={`notification-${n.id}`} style={{ padding: '8px 0' }}>
      <Badge status={n.read_at === null ? 'processing' : 'default'} aria-label={n.read_at === null ? notificationsText.unread : undefined} style={{ marginTop: 4 }} />
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        {href === null ? title : <Link href={href}>{title}</Link>}
        {n.content && <Typography.Text type="secondary" ellipsis={{ tooltip: n.content }}>{n.content}</Typography.Text>}
        <RelativeTime value={n.created_at} />
      </Flex>
      <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={notificationsText.remove} loading={deleting} onClick={() => onDelete(n.id)} />
    </Flex>
  );
}
