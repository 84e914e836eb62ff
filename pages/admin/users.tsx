import { Flex } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { AppLayout } from '@/components/layout/app-layout';
import { UserTable } from '@/components/users/user-table';
import { RoleSelect } from '@/components/admin/role-select';
import { UserHistoryButton } from '@/components/admin/user-history-button';
import { ActivationSwitch } from '@/components/admin/activation-switch';
import { adminText, usersPage } from '@/locales/id';
import type { UserListItem } from '@/utils/schemas/users';
import type { GuardedPage } from '@/utils/page-auth';

// From 576 px one column per control; on a phone the three stack in one cell, so the table
// never scrolls sideways (antd shows a column while one of its breakpoints matches; xs is < 576 px).
const adminColumns: ColumnsType<UserListItem> = [
  { title: adminText.roles.column, key: 'role-toggle', responsive: ['sm'], render: (_, user) => <RoleSelect user={user} /> },
  { title: adminText.activation.column, key: 'activation', responsive: ['sm'], render: (_, user) => <ActivationSwitch user={user} /> },
  { title: adminText.history.column, key: 'history', responsive: ['sm'], render: (_, user) => <UserHistoryButton user={user} /> },
  {
    title: adminText.manageColumn,
    key: 'manage',
    responsive: ['xs'],
    render: (_, user) => (
      <Flex vertical gap={8} align="start">
        <RoleSelect user={user} />
        <ActivationSwitch user={user} />
        <UserHistoryButton user={user} />
      </Flex>
    ),
  },
];

const UsersPage: GuardedPage = () => (
  <AppLayout title={usersPage.title}>
    <UserTable extraColumns={adminColumns} />
  </AppLayout>
);

UsersPage.auth = { permission: 'manage-users' };

export default UsersPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
