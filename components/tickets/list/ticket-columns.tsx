import Link from 'next/link';
import { Space, Typography } from 'antd';
import { CommentOutlined, LockOutlined, PushpinOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { ticketsText } from '@/locales/id';
import type { TicketListItem } from '@/utils/schemas/tickets';
import { StatusTag } from '@/components/ui/status-tag';
import { PriorityTag } from '@/components/ui/priority-tag';
import { RelativeTime } from '@/components/ui/relative-time';
import { UserName } from '@/components/ui/user-name';

const c = ticketsText.columns;
const detailHref = (t: TicketListItem) => `/tickets/${t.id}`;

export const ticketColumns: ColumnsType<TicketListItem> = [
  {
    title: c.number,
    dataIndex: 'number',
    width: 110,
    render: (number: string, t) => <Link href={detailHref(t)}>{number}</Link>,
  },
  {
    title: c.title,
    dataIndex: 'title',
    render: (title: string, t) => (
      <Space size={6}>
        {t.is_pinned && <PushpinOutlined aria-label={ticketsText.detail.pinned} />}
        {t.is_locked && <LockOutlined aria-label={ticketsText.detail.locked} />}
        <Link href={detailHref(t)}>
          <Typography.Text strong>{title}</Typography.Text>
        </Link>
      </Space>
    ),
  },
  { title: c.status, dataIndex: 'status', width: 130, render: (_, t) => <StatusTag status={t.status} /> },
  { title: c.priority, dataIndex: 'priority', width: 100, render: (_, t) => <PriorityTag priority={t.priority} /> },
  {
    title: c.category,
    dataIndex: 'sub_category',
    responsive: ['lg'],
    render: (_, t) =>
      t.sub_category ? (
        <Space orientation="vertical" size={0}>
          <Typography.Text type="secondary">{t.sub_category.category.name}</Typography.Text>
          <Typography.Text>{t.sub_category.name}</Typography.Text>
        </Space>
      ) : (
        <Typography.Text type="secondary">{ticketsText.noCategory}</Typography.Text>
      ),
  },
  { title: c.requester, dataIndex: 'requester', responsive: ['md'], render: (_, t) => <UserName user={t.requester} avatar={false} /> },
  {
    title: c.assignee,
    dataIndex: 'assignee',
    responsive: ['md'],
    render: (_, t) => <UserName user={t.assignee} emptyText={ticketsText.unassigned} avatar={false} />,
  },
  {
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
  { title: c.created, dataIndex: 'created_at', width: 150, render: (v: string) => <RelativeTime value={v} /> },
];
