import { AppLayout } from '@/components/layout/app-layout';
import { RekonView } from '@/components/rekon/rekon-view';
import { personnelReportsText } from '@/locales/id/personnel-reports';
import type { GuardedPage } from '@/utils/page-auth';

const RekonPage: GuardedPage = () => (
  <AppLayout title={personnelReportsText.rekon.title}>
    <RekonView />
  </AppLayout>
);

RekonPage.auth = { permission: 'view-personnel-reports' };

export default RekonPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
