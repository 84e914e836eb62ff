import { AppLayout } from '@/components/layout/app-layout';
import { EmployeeReportView } from '@/components/reports/report-views';
import { personnelReportsText } from '@/locales/id/personnel-reports';
import type { GuardedPage } from '@/utils/page-auth';

const EmployeeReportPage: GuardedPage = () => (
  <AppLayout title={personnelReportsText.employees.title}>
    <EmployeeReportView />
  </AppLayout>
);

EmployeeReportPage.auth = { permission: 'view-personnel-reports' };

export default EmployeeReportPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
