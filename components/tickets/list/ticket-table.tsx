import type { MouseEvent, ReactNode } from 'react';
import { useRouter } from 'next/router';
import { Grid, Table, Typography } from 'antd';
import { ticketBulkText, ticketsText } from '@/locales/id';
import type { Paginated } from '@/utils/schemas/common';
import type { TicketSort } from '@/utils/schemas/ticket-codes';
import type { TicketListItem } from '@/utils/schemas/tickets';
import { EmptyState } from '@/components/ui/empty-state';
import { COLUMN_SORTS, isSortableColumn } from './column-sorts';
import { SelectAllTitle } from './select-all-title';
import { detailHref } from './ticket-cells';
import { ticketColumns } from './ticket-columns';

interface Props {
  data: Paginated<TicketListItem> | undefined;
  loading: boolean;
  page: number;
  limit: number;
  onPageChange: (page: number, limit: number) => void;
  /** With both, the column headers sort the list (on the server). */
  sort?: TicketSort;
  onSortChange?: (sort: TicketSort) => void;
  testId?: string;
  emptyText?: ReactNode;
  /** Staff: due markers under the titles. */
  showDue?: boolean;
  /** Staff: a checkbox per row for the bulk actions (the ids of this page). */
  selection?: { selectedIds: number[]; onChange: (ids: number[]) => void };
}

/**
 * A plain click anywhere on a row opens the ticket. Clicks on links (the title, so
 * ctrl-, shift- and middle-click still open a new tab), with a modifier, or that end a text
 * selection are left alone.
 */
function leftAlone(event: MouseEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.ctrlKey ||
    event.metaKey ||
    event.shiftKey ||
    event.altKey ||
    // Links, buttons and the selection checkboxes with their cell.
    target?.closest('a, button, input, .ant-table-selection-column') != null ||
    Boolean(window.getSelection()?.toString())
  );
}

/** The paginated ticket table shared by the list and the subscriptions page. */
export function TicketTable({
  data,
  loading,
  page,
  limit,
  onPageChange,
  sort,
  onSortChange,
  testId = 'ticket-table',
  emptyText = ticketsText.empty,
  showDue = false,
  selection,
}: Props) {
  const router = useRouter();
  const compact = Grid.useBreakpoint().md === false;
  return (
    <Table<TicketListItem>
      rowKey="id"
      size="middle"
      data-testid={testId}
      columns={ticketColumns({ sort: onSortChange && sort, compact, showDue })}
      rowSelection={
        selection && {
          selectedRowKeys: selection.selectedIds,
          onChange: (keys) => selection.onChange(keys.map(Number)),
          columnWidth: 40,
          columnTitle: (checkbox) => <SelectAllTitle>{checkbox}</SelectAllTitle>,
          // antd names them in English ("Select all", "Select row 1").
          getTitleCheckboxProps: () => ({ 'aria-label': ticketBulkText.bulk.selectPage }),
          getCheckboxProps: (ticket) => ({ 'aria-label': ticketBulkText.bulk.select(ticket.number) }),
        }
      }
      dataSource={data?.data}
      loading={loading}
      // From md up, wide enough for every column: tablets scroll instead of squeezing the title.
      scroll={compact ? undefined : { x: 1000 }}
      locale={{ emptyText: <EmptyState description={emptyText} /> }}
      onRow={(ticket) => ({
        style: { cursor: 'pointer' },
        onClick: (event) => {
          if (!leftAlone(event)) void router.push(detailHref(ticket));
        },
      })}
      onChange={(_pagination, _filters, sorter, { action }) => {
        const { columnKey, order } = Array.isArray(sorter) ? sorter[0] : sorter;
        if (action === 'sort' && onSortChange && isSortableColumn(columnKey)) onSortChange(order ? COLUMN_SORTS[columnKey][order] : 'newest');
      }}
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
