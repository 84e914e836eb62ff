import { Card, Pagination, Spin, Typography } from 'antd';
import { notificationsText } from '@/locales/id';
import { useNotifications } from '@/hooks/notifications/use-notifications';
import { usePageParams } from '@/components/ui/use-page-params';
import { MarkAllReadButton } from './mark-all-read-button';
import { NotificationFeed } from './notification-feed';

/** Every notification, paginated through the URL. */
export function NotificationList() {
  const { page, limit, onPageChange } = usePageParams();
  const { data, isLoading } = useNotifications(page, limit);
  return (
    <Card title={notificationsText.title} extra={<MarkAllReadButton disabled={!data?.unread} />}>
      {isLoading ? <Spin /> : <NotificationFeed notifications={data?.data ?? []} />}
      {data && data.total > 0 && (
        <Pagination
          style={{ marginTop: 16, justifyContent: 'flex-end' }}
          current={page}
          pageSize={limit}
          total={data.total}
          showTotal={(total) => <Typography.Text type="secondary">{notificationsText.total(total)}</Typography.Text>}
          onChange={onPageChange}
        />
      )}
    </Card>
  );
}
