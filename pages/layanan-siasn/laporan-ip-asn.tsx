import { AppLayout } from '@/components/layout/app-layout';
import { IpAsnReportView } from '@/components/reports/report-views';
import { personnelReportsText } from '@/locales/id/personnel-reports';
import type { GuardedPage } from '@/utils/page-auth';

const IpAsnReportPage: GuardedPage = () => (
  <AppLayout title={personnelReportsText.ipAsn.title}>
    <IpAsnReportView />
  </AppLayout>
);

IpAsnReportPage.auth = { permission: 'view-personnel-reports' };

export default IpAsnReportPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
