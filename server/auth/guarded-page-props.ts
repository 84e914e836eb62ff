import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { Session } from 'next-auth';
import { getServerSession } from 'next-auth';
import { applyPageHeaders } from '@/server/http/page-headers';
import { SESSION_COOKIE } from '@/server/http/session';
import { buildAuthOptions } from './options';
import { freshPageSession } from './page-session';

/** The page to come back to after sign-in: `/helpdesk` for Beranda (as the browser writes it). */
const backTo = (resolvedUrl: string) => `/helpdesk${resolvedUrl.replace(/^\/(?=\?|$)/, '')}`;

/**
 * getServerSideProps of every signed-in page (`export { guardedPageProps as getServerSideProps }`):
 * the session is read on the server (with the revocation check of the jwt callback) and travels
 * with the HTML, so the page and its shell render on the server instead of a full-screen spinner
 * that waits for the browser to ask for the session (first paint, docs/performance.md). Without a
 * session the visitor goes straight to sign-in with `error=SessionRequired`, as the page guard
 * does in the browser, or `SessionEnded` when the cookie sent is one the server no longer accepts.
 * The answer gets its security headers here, whatever it is: proxy.ts leaves these pages out.
 */
export async function guardedPageProps(ctx: GetServerSidePropsContext): Promise<GetServerSidePropsResult<{ session: Session }>> {
  applyPageHeaders(ctx.req, ctx.res);
  const fresh = await freshPageSession(ctx.req);
  if (fresh) return { props: { session: fresh } };
  const session = await getServerSession(ctx.req, ctx.res, buildAuthOptions());
  if (!session?.user?.id) {
    // A session cookie the server no longer accepts (signed out elsewhere, deactivated, expired).
    const ended = Object.keys(ctx.req.cookies ?? {}).some((name) => SESSION_COOKIE.test(name));
    const query = new URLSearchParams({ error: ended ? 'SessionEnded' : 'SessionRequired', callbackUrl: backTo(ctx.resolvedUrl) });
    // Next adds the basePath to a getServerSideProps redirect.
    return { redirect: { destination: `/api/auth/signin?${query}`, permanent: false } };
  }
  // Page props are JSON: a field left undefined would fail the render.
  return { props: { session: JSON.parse(JSON.stringify(session)) as Session } };
}
