import { AppLayout } from '@/components/layout/app-layout';
import { UnorView } from '@/components/unor/unor-view';
import { personnelReportsText } from '@/locales/id/personnel-reports';
import type { GuardedPage } from '@/utils/page-auth';

const UnorPage: GuardedPage = () => (
  <AppLayout title={personnelReportsText.unor.title}>
    <UnorView />
  </AppLayout>
);

UnorPage.auth = { permission: 'view-personnel-reports' };

export default UnorPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
