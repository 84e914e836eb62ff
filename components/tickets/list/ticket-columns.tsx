import Link from 'next/link';
import { Badge, Space, Tooltip, Typography } from 'antd';
import { CommentOutlined, LockOutlined, PushpinOutlined } from '@ant-design/icons';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import { ticketsText } from '@/locales/id';
import type { TicketSort } from '@/utils/schemas/ticket-codes';
import type { TicketListItem } from '@/utils/schemas/tickets';
import { StatusTag } from '@/components/ui/status-tag';
import { PriorityTag } from '@/components/ui/priority-tag';
import { RelativeTime } from '@/components/ui/relative-time';
import { UserName } from '@/components/ui/user-name';
import { isSortableColumn, sortDirectionsOf, sortOrderOf } from './column-sorts';

const c = ticketsText.columns;
export const detailHref = (t: Pick<TicketListItem, 'id'>) => `/tickets/${t.id}`;

function TitleCell({ ticket: t }: { ticket: TicketListItem }) {
  return (
    <Space size={6} wrap>
      {t.is_pinned && <PushpinOutlined aria-label={ticketsText.detail.pinned} />}
      {t.is_locked && <LockOutlined aria-label={ticketsText.detail.locked} />}
      <Link href={detailHref(t)}>{t.unread ? <Typography.Text strong>{t.title}</Typography.Text> : t.title}</Link>
      {t.unread && <Badge status="processing" text={ticketsText.unreadReply} data-testid="unread-marker" />}
    </Space>
  );
}

/** "Kategori › Sub-kategori" on one line; the cell cuts it with an ellipsis and the tooltip holds all of it. */
function CategoryCell({ ticket: t }: { ticket: TicketListItem }) {
  if (!t.sub_category) return <Typography.Text type="secondary">{ticketsText.noCategory}</Typography.Text>;
  const text = `${t.sub_category.category.name} › ${t.sub_category.name}`;
  return (
    <Tooltip title={text} placement="topLeft">
      <span data-testid="category-cell">{text}</span>
    </Tooltip>
  );
}

const columns: (ColumnType<TicketListItem> & { key: string })[] = [
  { key: 'number', title: c.number, dataIndex: 'number', width: 110, render: (number: string, t) => <Link href={detailHref(t)}>{number}</Link> },
  { key: 'title', title: c.title, dataIndex: 'title', render: (_, t) => <TitleCell ticket={t} /> },
  { key: 'status', title: c.status, dataIndex: 'status', width: 130, render: (_, t) => <StatusTag status={t.status} /> },
  { key: 'priority', title: c.priority, dataIndex: 'priority', width: 120, render: (_, t) => <PriorityTag priority={t.priority} /> },
  {
    key: 'category',
    title: c.category,
    dataIndex: 'sub_category',
    width: 200,
    responsive: ['lg'],
    ellipsis: { showTitle: false },
    render: (_, t) => <CategoryCell ticket={t} />,
  },
  { key: 'requester', title: c.requester, dataIndex: 'requester', responsive: ['md'], render: (_, t) => <UserName user={t.requester} avatar={false} /> },
  {
    key: 'assignee',
    title: c.assignee,
    dataIndex: 'assignee',
    responsive: ['md'],
    render: (_, t) => <UserName user={t.assignee} emptyText={ticketsText.unassigned} avatar={false} />,
  },
  {
    key: 'comments',
    title: c.comments,
    dataIndex: 'total_comments',
    align: 'center',
    width: 100,
    render: (n: number) => (
      <Space size={4} aria-label={`${c.comments}: ${n}`}>
        <CommentOutlined />
        {n}
      </Space>
    ),
  },
  { key: 'created', title: c.created, dataIndex: 'created_at', width: 130, render: (v: string) => <RelativeTime value={v} /> },
  { key: 'updated', title: c.updated, dataIndex: 'updated_at', width: 140, responsive: ['lg'], render: (v: string) => <RelativeTime value={v} /> },
];

/** The list's columns; with the current `sort`, the sortable ones get header arrows (the server sorts). */
export function ticketColumns(sort?: TicketSort): ColumnsType<TicketListItem> {
  if (!sort) return columns;
  return columns.map((column) =>
    isSortableColumn(column.key)
      ? { ...column, sorter: true, sortOrder: sortOrderOf(column.key, sort), sortDirections: sortDirectionsOf(column.key) }
      : column,
  );
}
