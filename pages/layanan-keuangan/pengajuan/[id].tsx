import { useRouter } from 'next/router';
import { AppLayout } from '@/components/layout/app-layout';
import { LoanDetail } from '@/components/finance/loan-detail';
import { financeText } from '@/locales/id/finance';
import type { GuardedPage } from '@/utils/page-auth';

const LoanDetailPage: GuardedPage = () => {
  const { query } = useRouter();
  return (
    <AppLayout title={financeText.detail.title}>
      <LoanDetail id={typeof query.id === 'string' ? query.id : null} />
    </AppLayout>
  );
};

LoanDetailPage.auth = {};

export default LoanDetailPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
