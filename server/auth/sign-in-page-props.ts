import type { GetServerSidePropsContext } from 'next';
import { getServerSession } from 'next-auth';
import { getConfig } from '@/server/config';
import { safeCallbackUrl } from '@/utils/callback-url';
import type { SignInPageProps } from '@/utils/schemas/sign-in';
import { buildAuthOptions } from './options';
import { buildProviders } from './providers';


export async function signInPageProps(ctx: GetServerSidePropsContext) {
  const callbackUrl = safeCallbackUrl(ctx.query.callbackUrl);
  const session = await getServerSession(ctx.req, ctx.res, buildAuthOptions());
  if (session?.user?.id) {
    // getServerSideProps redirects are not basePath-prefixed by Next.
    return { redirect: { destination: callbackUrl.replace(/^\/helpdesk/, '') || '/', permanent: false } };
  }
  const providers = buildProviders(getConfig()).map(({ id, name }) => ({ id, name }));
  const error = typeof ctx.query.error === 'string' ? ctx.query.error : null;
  return { props: { providers, callbackUrl, error } satisfies SignInPageProps };
}
