import type { GetServerSidePropsContext, GetServerSidePropsResult, NextApiRequest } from 'next';
import type { Session } from 'next-auth';
import { dehydrate, QueryClient, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import { guardedPageProps } from '@/server/auth/guarded-page-props';
import { getDb } from '@/server/db';
import type { Database } from '@/server/db/client';
import { JsonText } from '@/server/http/json-text';
import { getSessionUser } from '@/server/http/session';
import { getLogger } from '@/server/log';
import type { SessionUser } from '@/utils/session-user';

export interface PrefetchInput {
  ctx: GetServerSidePropsContext;
  user: SessionUser;
  db: Database;
}

/** The queries a page needs for its first paint, as [query key, the API's answer] (as JSON text where the API has it so). */
export type Prefetch = (input: PrefetchInput) => Promise<[QueryKey, unknown][]>;

// JSON round trip: the browser's copy must equal what the API would have answered; an answer that
// is already the API's JSON text is only parsed.
const asTheApiAnswers = (data: unknown) => JSON.parse(data instanceof JsonText ? data.text : JSON.stringify(data)) as unknown;

export interface PrefetchedPageProps {
  session: Session;
  dehydratedState?: DehydratedState;
}

/**
 * getServerSideProps of a signed-in page whose main data is read on the server, with the same
 * service functions and rules the API route uses, and handed to react-query (HydrationBoundary in
 * _app): the HTML holds the content, so the largest paint does not wait for the browser to load
 * scripts, ask for the session and then for the data (docs/performance.md). A refused or missing
 * record (404, 403) or any failure leaves the query to the browser, which shows its usual state.
 */
export function prefetchedPageProps(prefetch: Prefetch) {
  return async (ctx: GetServerSidePropsContext): Promise<GetServerSidePropsResult<PrefetchedPageProps>> => {
    const guarded = await guardedPageProps(ctx);
    if (!('props' in guarded)) return guarded;
    const props = await guarded.props;
    const user = await getSessionUser(ctx.req as NextApiRequest);
    if (!user) return { props };
    const client = new QueryClient();
    try {
      for (const [key, data] of await prefetch({ ctx, user, db: await getDb() })) client.setQueryData(key, asTheApiAnswers(data));
    } catch (error) {
      getLogger().debug({ err: error, page: ctx.resolvedUrl }, 'page data left to the browser');
    }
    return { props: { ...props, dehydratedState: dehydrate(client) } };
  };
}
