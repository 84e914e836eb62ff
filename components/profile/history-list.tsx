import { useState } from 'react';
import { Card, Empty, Flex, List, Typography } from 'antd';
import { adminText } from '@/locales/id';
import { useHistories } from '@/hooks/profile/use-histories';
import { RelativeTime } from '@/components/ui/relative-time';

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
          <List.Item key={h.id}>
            {/* The time sits under the text so a phone gives the text the whole width; the server
                sends ip_address to admins only. */}
            <List.Item.Meta
              title={h.description}
              description={
                <Flex gap={4} wrap>
                  <RelativeTime value={h.created_at} />
                  {h.ip_address && <Typography.Text type="secondary">· {adminText.history.ip(h.ip_address)}</Typography.Text>}
                </Flex>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
