import { useState } from 'react';
import { Card, Empty, List, Typography } from 'antd';
import { adminText } from '@/locales/id';
import { useHistories } from '@/hooks/profile/use-histories';
import { formatDateTimeLong } from '@/utils/format';

/** Activity history (own, or `userId`'s for admins), newest first; the API pages from 0, the pager from 1. */
export function HistoryList({ limit = 10, userId, bordered = true }: { limit?: number; userId?: number; bordered?: boolean }) {
  const [page, setPage] = useState(1);
  const { data, isFetching } = useHistories(page - 1, limit, userId);
  return (
    <Card title={adminText.history.title} data-testid="history-list" variant={bordered ? 'outlined' : 'borderless'}>
      <List
        loading={isFetching}
        dataSource={data?.data}
        locale={{ emptyText: <Empty description={adminText.history.empty} /> }}
        pagination={{ current: page, pageSize: limit, total: data?.total, onChange: setPage, hideOnSinglePage: true, showTotal: adminText.history.total }}
        renderItem={(h) => (
          <List.Item key={h.id} extra={<Typography.Text type="secondary">{formatDateTimeLong(h.created_at)}</Typography.Text>}>
            <List.Item.Meta title={h.description} description={h.ip_address ?? undefined} />
          </List.Item>
        )}
      />
    </Card>
  );
}
