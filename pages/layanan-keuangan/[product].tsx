import type { GetServerSidePropsContext } from 'next';
import { AppLayout } from '@/components/layout/app-layout';
import { ProductView } from '@/components/finance/product-view';
import { financeText } from '@/locales/id/finance';
import { guardedPageProps } from '@/server/auth/guarded-page-props';
import { productOfSegment } from '@/utils/rules/loan-status';
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
export async function getServerSideProps(ctx: GetServerSidePropsContext) {
  const code = productOfSegment(ctx.params?.product);
  if (!code) return { notFound: true as const };
  const guarded = await guardedPageProps(ctx);
  return 'props' in guarded ? { props: { ...(await guarded.props), code } } : guarded;
}
