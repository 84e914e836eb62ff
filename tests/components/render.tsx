import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from 'next-auth/react';
import type { Session } from 'next-auth';
import { FeedbackProvider } from '@/components/ui/feedback-provider';
// antd's core (what AntdScope imports), loaded with the test file as before rather than inside a
// test's 5 s wait: in the browser it comes with the first dialog or toast.
import '@/components/ui/antd-scope';
import '@/utils/format/dayjs';
import { mockRouter, setMockRouterPath } from './router-mock';

export interface ProviderOptions {
  /** A session, `null` for signed out; leave out to let next-auth fetch it (answered by msw). */
  session?: Session | null;
  /** The page path the mocked next/router reports, e.g. '/admin/users'. */
  path?: string;
}

/** A fresh client per render: no retries, so an error state shows on the first failure. */
export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

/**
 * Renders `ui` inside the providers _app.tsx sets up: session, react-query and toasts. As in the
 * app, antd's theme and Indonesian locale come only from the AntdScope of the parts that use antd.
 */
export function renderWithProviders(ui: ReactElement, { session, path = '/', ...options }: ProviderOptions & RenderOptions = {}) {
  setMockRouterPath(path);
  const queryClient = createTestQueryClient();
  const Providers = ({ children }: { children: ReactNode }) => (
    <SessionProvider session={session} basePath="/helpdesk/api/auth" refetchOnWindowFocus={false}>
      <QueryClientProvider client={queryClient}>
        <FeedbackProvider>{children}</FeedbackProvider>
      </QueryClientProvider>
    </SessionProvider>
  );
  return { ...render(ui, { wrapper: Providers, ...options }), queryClient, router: mockRouter };
}
