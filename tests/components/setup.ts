import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from '../msw/server';
import { resetMockRouter } from './router-mock';
import { HOME_URL, setPageURL } from './page-url';
import './matchers';

// findBy*/waitFor give up after 1 s by default: shorter than a first antd render takes on a loaded
// 2-core CI machine (ref-colors failed that way while two builds ran).
configure({ asyncUtilTimeout: 5000 });

// Mocked here rather than in render.tsx so it is in place before any component module loads.
vi.mock('next/router', async () => {
  const { mockRouter } = await import('./router-mock');
  return { useRouter: () => mockRouter, default: mockRouter, Router: mockRouter };
});

// happy-dom provides these today; the guards keep antd (Grid, Table, Menu overflow) working if not.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false, media: query, onchange: null,
      addListener: () => {}, removeListener: () => {},
      addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof globalThis.ResizeObserver !== 'function') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  // Pages live under the basePath; relative axios ('/helpdesk/api') and next-auth fetches resolve
  // against this origin, and the guard's callbackUrl reads it. Also undoes a test's navigation.
  setPageURL(HOME_URL);
});
afterEach(() => {
  cleanup();
  localStorage.clear(); // drafts (hooks/tickets/use-draft.ts) must not carry over to the next test
  server.resetHandlers();
  server.events.removeAllListeners();
  resetMockRouter();
});
afterAll(() => server.close());
