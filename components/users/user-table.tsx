import { adminText } from '@/locales/id/admin';
import { ui, usersPage } from '@/locales/id/ui';
import { useUsers } from '@/hooks/users/use-users';
import { formatRelativeOrDate } from '@/utils/format';
import type { UserListItem } from '@/utils/schemas/users';
import { ROLE_COLORS } from '@/components/layout/role-colors';
import type { DataColumn } from '@/components/ui/data-table/data-table';
import { PagedTable } from '@/components/ui/data-table/paged-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Panel } from '@/components/ui/panel';
import { SearchInput } from '@/components/ui/search-input';
import { Tag } from '@/components/ui/tag';
import { useListState } from '@/components/ui/use-list-state';
import { GroupTag } from './group-tag';

const c = usersPage.columns;
const PAGER_TEXTS = { ...adminText.usersPager, total: usersPage.total };
// Priority columns: on a phone only the name and the page's own cells (role select, history)
// stay, so the table never scrolls sideways; more appear from `md` (768 px) and `lg` (992 px) up.
const columns: DataColumn<UserListItem>[] = [
  {
    key: 'name',
    title: c.name,
    render: (u) => (
      <>
        {u.name ?? u.username}
        {u.deactivated_at && (
          <Tag style={{ marginInlineStart: 8 }} data-testid={`deactivated-${u.id}`}>
            {adminText.activation.inactive}
          </Tag>
        )}
      </>
    ),
  },
  { key: 'username', title: c.username, from: 'lg', render: (u) => u.username },
  { key: 'employee_number', title: c.employeeNumber, from: 'lg', render: (u) => u.employee_number ?? '-' },
  { key: 'organization_id', title: c.organization, from: 'lg', render: (u) => u.organization_name ?? u.organization_id ?? '-' },
  { key: 'group', title: c.group, from: 'md', render: (u) => <GroupTag group={u.group} /> },
  { key: 'current_role', title: c.role, from: 'md', render: (u) => <Tag color={ROLE_COLORS[u.current_role]}>{ui.roles[u.current_role]}</Tag> },
  { key: 'last_login_at', title: c.lastLogin, from: 'md', render: (u) => (u.last_login_at ? formatRelativeOrDate(u.last_login_at) : usersPage.neverSignedIn) },
];

/** `extraColumns`: admin-only cells (the role select) added by the admin page. */
export function UserTable({ extraColumns = [] }: { extraColumns?: DataColumn<UserListItem>[] }) {
  const list = useListState();
  const { data, isFetching } = useUsers({ search: list.search, page: list.page, limit: list.limit });
  return (
    <Panel
      title={usersPage.title}
      extra={<SearchInput label={usersPage.searchPlaceholder} placeholder={usersPage.searchPlaceholder} onSearch={list.onSearch} style={{ width: 320 }} />}
    >
      <PagedTable<UserListItem>
        testId="user-table"
        data={data}
        list={list}
        pagerTexts={PAGER_TEXTS}
        rowKey={(u) => u.id}
        columns={[...columns, ...extraColumns]}
        loading={isFetching}
        empty={<EmptyState />}
      />
    </Panel>
  );
}
