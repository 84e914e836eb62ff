import type { ColumnsType, ColumnType } from 'antd/es/table';
import { ticketsText } from '@/locales/id';
import type { TicketSort } from '@/utils/schemas/ticket-codes';
import type { TicketListItem } from '@/utils/schemas/tickets';
import { StatusTag } from '@/components/ui/status-tag';
import { PriorityTag } from '@/components/ui/priority-tag';
import { RelativeTime } from '@/components/ui/relative-time';
import { UserName } from '@/components/ui/user-name';
import { isSortableColumn, sortDirectionsOf, sortOrderOf } from './column-sorts';
import { CategoryCell, TitleCell } from './ticket-cells';

const c = ticketsText.columns;
type Column = ColumnType<TicketListItem> & { key: string };

const titleColumn = (compact: boolean, showDue: boolean): Column => ({
  key: 'title',
  title: c.title,
  dataIndex: 'title',
  render: (_, t) => <TitleCell ticket={t} compact={compact} showDue={showDue} />,
});

// Number and comment count sit under the title: at 1366 px ten columns left the title ~60 px.
const otherColumns: Column[] = [
  { key: 'status', title: c.status, dataIndex: 'status', width: 125, render: (_, t) => <StatusTag status={t.status} /> },
  { key: 'priority', title: c.priority, dataIndex: 'priority', width: 115, render: (_, t) => <PriorityTag priority={t.priority} /> },
  { key: 'category', title: c.category, dataIndex: 'sub_category', responsive: ['lg'], render: (_, t) => <CategoryCell ticket={t} /> },
  { key: 'requester', title: c.requester, dataIndex: 'requester', responsive: ['md'], render: (_, t) => <UserName user={t.requester} avatar={false} /> },
  {
    key: 'assignee',
    title: c.assignee,
    dataIndex: 'assignee',
    responsive: ['md'],
    render: (_, t) => <UserName user={t.assignee} emptyText={ticketsText.unassigned} avatar={false} />,
  },
  { key: 'created', title: c.created, dataIndex: 'created_at', width: 120, render: (v: string) => <RelativeTime value={v} /> },
  { key: 'updated', title: c.updated, dataIndex: 'updated_at', width: 125, render: (v: string) => <RelativeTime value={v} /> },
];

/**
 * The list's columns; a phone (`compact`) gets the title alone, with status and age under it
 * too, so the table never scrolls sideways; `showDue` adds the staff's due markers under the
 * title. With the current `sort`, the sortable headers get arrows (the server sorts).
 */
export function ticketColumns({ sort, compact, showDue = false }: { sort?: TicketSort; compact: boolean; showDue?: boolean }): ColumnsType<TicketListItem> {
  const title = titleColumn(compact, showDue);
  const shown = compact ? [title] : [title, ...otherColumns];
  if (!sort) return shown;
  return shown.map((column) =>
    isSortableColumn(column.key) ? { ...column, sorter: true, sortOrder: sortOrderOf(column.key, sort), sortDirections: sortDirectionsOf(column.key) } : column,
  );
}
