import type { GetServerSidePropsContext } from 'next';
import { guardedPageProps } from '@/server/auth/guarded-page-props';
import { productOfSegment } from '@/utils/rules/loan-status';

/** /layanan-keuangan/[product]: kpr, kmg or kkb with the guarded page's session; anything else is the 404 page. */
export async function financeProductPageProps(ctx: GetServerSidePropsContext) {
  const code = productOfSegment(ctx.params?.product);
  if (!code) return { notFound: true as const };
  const guarded = await guardedPageProps(ctx);
  return 'props' in guarded ? { props: { ...(await guarded.props), code } } : guarded;
}
