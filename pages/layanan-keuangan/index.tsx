import { AppLayout } from '@/components/layout/app-layout';
import { ProductCards } from '@/components/finance/product-cards';
import { financeText } from '@/locales/id/finance';
import type { GuardedPage } from '@/utils/page-auth';

const FinancePage: GuardedPage = () => (
  <AppLayout title={financeText.title}>
    <ProductCards />
  </AppLayout>
);

FinancePage.auth = {};

export default FinancePage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
