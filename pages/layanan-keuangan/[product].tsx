import { AppLayout } from '@/components/layout/app-layout';
import { ProductView } from '@/components/finance/product-view';
import { financeText } from '@/locales/id/finance';
import type { LoanType } from '@/utils/schemas/bank';
import type { GuardedPage } from '@/utils/page-auth';

const ProductPage: GuardedPage<{ code: LoanType }> = ({ code }) => (
  <AppLayout title={financeText.products[code].name}>
    <ProductView code={code} />
  </AppLayout>
);

ProductPage.auth = {};

export default ProductPage;

/** kpr, kmg or kkb; anything else is the 404 page. */
export { financeProductPageProps as getServerSideProps } from '@/server/pages/finance-product-props';
