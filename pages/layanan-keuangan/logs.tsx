import { AppLayout } from '@/components/layout/app-layout';
import { BankCallLogView } from '@/components/bank-logs/bank-call-log-view';
import { bankLogsText } from '@/locales/id/bank-logs';
import type { GuardedPage } from '@/utils/page-auth';

const BankCallLogPage: GuardedPage = () => (
  <AppLayout title={bankLogsText.title}>
    <BankCallLogView />
  </AppLayout>
);

BankCallLogPage.auth = { permission: 'view-bank-logs' };

export default BankCallLogPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
