import { vi } from 'vitest';

// There is no Next runtime in unit tests, so `next/router` is mocked (in setup.ts) with this one
// object; render() sets the path, tests read the spies.
export const mockRouter = {
  basePath: '/helpdesk',
  pathname: '/',
  asPath: '/',
  route: '/',
  query: {} as Record<string, string | string[]>,
  isReady: true,
  push: vi.fn(async () => true),
  replace: vi.fn(async () => true),
  prefetch: vi.fn(async () => undefined),
  back: vi.fn(),
  reload: vi.fn(),
  events: { on: vi.fn(), off: vi.fn(), emit: vi.fn() },
};

export function setMockRouterPath(path: string) {
  const url = new URL(path, 'http://localhost');
  mockRouter.pathname = url.pathname;
  mockRouter.route = url.pathname;
  mockRouter.asPath = path;
  mockRouter.query = Object.fromEntries(url.searchParams);
}

export function resetMockRouter() {
  setMockRouterPath('/');
  for (const fn of [mockRouter.push, mockRouter.replace, mockRouter.prefetch, mockRouter.back, mockRouter.reload]) fn.mockClear();
}
