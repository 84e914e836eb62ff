import type { GetServerSidePropsContext } from 'next';
import { guardedPageProps } from '@/server/auth/guarded-page-props';
import { applyPageHeaders } from '@/server/http/page-headers';
import { productOfSegment } from '@/utils/rules/loan-status';

/** /layanan-keuangan/[product]: kpr, kmg or kkb with the guarded page's session; anything else is the 404 page. */
export async function financeProductPageProps(ctx: GetServerSidePropsContext) {
  // The 404 of an unknown product gets the page headers too (proxy.ts leaves this page out).
  applyPageHeaders(ctx.req, ctx.res);
  const code = productOfSegment(ctx.params?.product);
  if (!code) return { notFound: true as const };
  const guarded = await guardedPageProps(ctx);
  return 'props' in guarded ? { props: { ...(await guarded.props), code } } : guarded;
}
