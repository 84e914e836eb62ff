import { Table, Typography } from 'antd';
import { ticketsText } from '@/locales/id';
import type { Paginated } from '@/utils/schemas/common';
import type { TicketListItem } from '@/utils/schemas/tickets';
import { ticketColumns } from './ticket-columns';

interface Props {
  data: Paginated<TicketListItem> | undefined;
  loading: boolean;
  page: number;
  limit: number;
  onPageChange: (page: number, limit: number) => void;
  testId?: string;
  emptyText?: string;
}

/** The paginated ticket table shared by the list and the subscriptions page. */
export function TicketTable({ data, loading, page, limit, onPageChange, testId = 'ticket-table', emptyText = ticketsText.empty }: Props) {
  return (
    <Table<TicketListItem>
      rowKey="id"
      data-testid={testId}
      columns={ticketColumns}
      dataSource={data?.data}
      loading={loading}
      // Wide enough for every column; narrower screens scroll instead of squeezing the title.
      scroll={{ x: 1000 }}
      locale={{ emptyText }}
      pagination={{
        current: page,
        pageSize: limit,
        total: data?.total,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (total) => <Typography.Text type="secondary">{ticketsText.total(total)}</Typography.Text>,
        onChange: onPageChange,
      }}
    />
  );
}
