import type { ColumnsType } from 'antd/es/table';
import { AppLayout } from '@/components/layout/app-layout';
import { UserTable } from '@/components/users/user-table';
import { RoleSelect } from '@/components/admin/role-select';
import { UserHistoryButton } from '@/components/admin/user-history-button';
import { ActivationSwitch } from '@/components/admin/activation-switch';
import { adminText, usersPage } from '@/locales/id';
import type { UserListItem } from '@/utils/schemas/users';
import type { GuardedPage } from '@/utils/page-auth';

const adminColumns: ColumnsType<UserListItem> = [
  { title: adminText.roles.column, key: 'role-toggle', render: (_, user) => <RoleSelect user={user} /> },
  { title: adminText.activation.column, key: 'activation', render: (_, user) => <ActivationSwitch user={user} /> },
  { title: adminText.history.column, key: 'history', render: (_, user) => <UserHistoryButton user={user} /> },
];

const UsersPage: GuardedPage = () => (
  <AppLayout title={usersPage.title}>
    <UserTable extraColumns={adminColumns} />
  </AppLayout>
);

UsersPage.auth = { permission: 'manage-users' };

export default UsersPage;
