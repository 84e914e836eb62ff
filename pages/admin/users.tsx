import { AppLayout } from '@/components/layout/app-layout';
import { AdminUserTable } from '@/components/admin/admin-user-table';
import { usersPage } from '@/locales/id/ui';
import type { GuardedPage } from '@/utils/page-auth';

const UsersPage: GuardedPage = () => (
  <AppLayout title={usersPage.title}>
    <AdminUserTable />
  </AppLayout>
);

UsersPage.auth = { permission: 'manage-users' };

export default UsersPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
