import { AppLayout } from '@/components/layout/app-layout';
import { LoanHistory } from '@/components/finance/loan-history';
import { financeText } from '@/locales/id/finance';
import type { GuardedPage } from '@/utils/page-auth';

const LoanHistoryPage: GuardedPage = () => (
  <AppLayout title={financeText.history.title}>
    <LoanHistory />
  </AppLayout>
);

LoanHistoryPage.auth = {};

export default LoanHistoryPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
