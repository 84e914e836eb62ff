import { AppLayout } from '@/components/layout/app-layout';
import { UserTable } from '@/components/users/user-table';
import { usersPage } from '@/locales/id';
import type { GuardedPage } from '@/utils/page-auth';

const UsersPage: GuardedPage = () => (
  <AppLayout title={usersPage.title}>
    <UserTable />
  </AppLayout>
);

UsersPage.auth = { permission: 'manage-users' };

export default UsersPage;
