import { useState } from 'react';
import { Card, Input, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { adminText, ui, usersPage } from '@/locales/id';
import { useUsers } from '@/hooks/users/use-users';
import { formatRelativeOrDate } from '@/utils/format';
import type { UserListItem } from '@/utils/schemas/users';
import { ROLE_COLORS } from '@/components/layout/role-colors';
import { paginationItemRender } from '@/components/ui/pagination-labels';
import { GroupTag } from './group-tag';

const c = usersPage.columns;
// Priority columns: on a phone only the name and the page's own cells (role select, history)
// stay, so the table never scrolls sideways; more appear from `md` (768 px) and `lg` (992 px) up.
const columns: ColumnsType<UserListItem> = [
  {
    title: c.name,
    dataIndex: 'name',
    render: (name: string | null, u) => (
      <>
        {name ?? u.username}
        {u.deactivated_at && (
          <Tag style={{ marginInlineStart: 8 }} data-testid={`deactivated-${u.id}`}>
            {adminText.activation.inactive}
          </Tag>
        )}
      </>
    ),
  },
  { title: c.username, dataIndex: 'username', responsive: ['lg'] },
  { title: c.employeeNumber, dataIndex: 'employee_number', responsive: ['lg'], render: (v: string | null) => v ?? '-' },
  { title: c.organization, dataIndex: 'organization_id', responsive: ['lg'], render: (v: string | null) => v ?? '-' },
  { title: c.group, dataIndex: 'group', responsive: ['md'], render: (g: UserListItem['group']) => <GroupTag group={g} /> },
  {
    title: c.role,
    dataIndex: 'current_role',
    responsive: ['md'],
    render: (r: UserListItem['current_role']) => <Tag color={ROLE_COLORS[r]}>{ui.roles[r]}</Tag>,
  },
  {
    title: c.lastLogin,
    dataIndex: 'last_login_at',
    responsive: ['md'],
    render: (v: string | null) => (v ? formatRelativeOrDate(v) : usersPage.neverSignedIn),
  },
];

/** `extraColumns`: admin-only cells (the role select) added by the admin page. */
export function UserTable({ extraColumns = [] }: { extraColumns?: ColumnsType<UserListItem> }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const { data, isFetching } = useUsers({ search, page, limit });
  return (
    <Card
      title={usersPage.title}
      extra={
        <Input.Search
          allowClear
          placeholder={usersPage.searchPlaceholder}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
          style={{ width: 320, maxWidth: '100%' }}
        />
      }
    >
      <Table<UserListItem>
        rowKey="id"
        data-testid="user-table"
        columns={[...columns, ...extraColumns]}
        dataSource={data?.data}
        loading={isFetching}
        pagination={{
          current: page,
          itemRender: paginationItemRender,
          pageSize: limit,
          total: data?.total,
          showTotal: (total) => <Typography.Text type="secondary">{usersPage.total(total)}</Typography.Text>,
          onChange: (nextPage, nextLimit) => {
            setPage(nextPage);
            setLimit(nextLimit);
          },
        }}
      />
    </Card>
  );
}
