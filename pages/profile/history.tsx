import { AppLayout } from '@/components/layout/app-layout';
import { HistoryList } from '@/components/profile/history-list';
import { adminText } from '@/locales/id/admin';
import type { GuardedPage } from '@/utils/page-auth';

const HistoryPage: GuardedPage = () => (
  <AppLayout title={adminText.history.title}>
    <HistoryList />
  </AppLayout>
);

HistoryPage.auth = {};

export default HistoryPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
