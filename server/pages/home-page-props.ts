import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { Session } from 'next-auth';
import { getServerSession } from 'next-auth';
import { buildAuthOptions } from '@/server/auth/options';
import { getDb } from '@/server/db';
import { getLogger } from '@/server/log';
import { listServicePages } from '@/server/service-catalogue/list-service-pages';
import type { HomePageProps, PublicHomeProps } from '@/utils/schemas/public-home';

/** How many services the public home names; the rest are one link away. */
export const PUBLIC_HOME_SERVICES = 6;

/** The catalogue's first published services, as a visitor may see them; none when it cannot be read. */
async function publicServices(): Promise<PublicHomeProps['services']> {
  try {
    const { data } = await listServicePages({ db: await getDb(), user: null, query: { page: 1, limit: PUBLIC_HOME_SERVICES } });
    return data.map(({ slug, title, summary }) => ({ slug, title, summary }));
  } catch (error) {
    getLogger().warn({ err: error }, 'public home without its services');
    return [];
  }
}

/**
 * Beranda (`/helpdesk`): with a session, the signed-in home with its session from the server (as
 * guardedPageProps gives it); without one, the public home with its content read here, so the
 * HTML carries it and the browser asks for nothing before the largest paint. `session: null`
 * tells next-auth's provider there is no session, so it does not ask either.
 */
export async function homePageProps(ctx: GetServerSidePropsContext): Promise<GetServerSidePropsResult<HomePageProps>> {
  const session = await getServerSession(ctx.req, ctx.res, buildAuthOptions());
  if (session?.user?.id) return { props: { session: JSON.parse(JSON.stringify(session)) as Session } };
  return { props: { session: null, publicHome: { services: await publicServices() } } };
}
