import { useState } from 'react';
import type { AppProps } from 'next/app';
import type { Session } from 'next-auth';
import { SessionProvider } from 'next-auth/react';
import { HydrationBoundary, MutationCache, QueryCache, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { AreaThemeRoot } from '@/components/layout/area-theme-root';
import { AuthGuard } from '@/components/layout/auth-guard';
import { LiveEvents } from '@/components/realtime/live-events';
import '@/components/layout/hydrate-in-transition';
import { signInAgainOnUnauthorized } from '@/components/layout/go-to-sign-in';
import type { GuardedPage } from '@/utils/page-auth';
import { retryUnlessClientError } from '@/hooks/retry-policy';
import '@/styles/globals.css';
import '@/styles/shell.css';

// Optional periodic session refetch (seconds); 0 keeps next-auth's focus and storage-event refetch only.
const SESSION_REFETCH_SECONDS = Number(process.env.NEXT_PUBLIC_SESSION_REFETCH_SECONDS ?? 0);

// session and dehydratedState come from the page's getServerSideProps (server/pages), when it has one.
type Props = AppProps<{ session?: Session | null; dehydratedState?: DehydratedState }> & { Component: GuardedPage };

export default function HelpdeskApp({ Component, pageProps: { session, dehydratedState, ...pageProps } }: Props) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        queryCache: new QueryCache({ onError: signInAgainOnUnauthorized }),
        mutationCache: new MutationCache({ onError: signInAgainOnUnauthorized }),
        defaultOptions: { queries: { staleTime: 30_000, retry: retryUnlessClientError, refetchOnWindowFocus: false } },
      }),
  );
  const page = <Component {...pageProps} />;
  return (
    <SessionProvider
      session={session}
      basePath="/helpdesk/api/auth"
      refetchOnWindowFocus
      refetchInterval={SESSION_REFETCH_SECONDS}
    >
      <QueryClientProvider client={queryClient}>
        <LiveEvents />
        <HydrationBoundary state={dehydratedState}>
          <AreaThemeRoot>{Component.auth ? <AuthGuard auth={Component.auth}>{page}</AuthGuard> : page}</AreaThemeRoot>
        </HydrationBoundary>
      </QueryClientProvider>
    </SessionProvider>
  );
}
