import { AppLayout } from '@/components/layout/app-layout';
import { TicketDashboardView } from '@/components/dashboard/ticket-dashboard';
import { dashboardText } from '@/locales/id/dashboard';
import type { GuardedPage } from '@/utils/page-auth';

const DashboardPage: GuardedPage = () => (
  <AppLayout title={dashboardText.title}>
    <TicketDashboardView />
  </AppLayout>
);

DashboardPage.auth = { permission: 'advanced-filter' };

export default DashboardPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
