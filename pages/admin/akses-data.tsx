import { AppLayout } from '@/components/layout/app-layout';
import { AccessReports } from '@/components/privacy/access-reports';
import { accessReportsText } from '@/locales/id/access-reports';
import type { GuardedPage } from '@/utils/page-auth';

/** /admin/akses-data: who among the staff reads whose records (issue 33, docs/privacy.md). */
const AccessReportsPage: GuardedPage = () => (
  <AppLayout title={accessReportsText.title}>
    <AccessReports />
  </AppLayout>
);

AccessReportsPage.auth = { permission: 'view-data-reads' };

export default AccessReportsPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
