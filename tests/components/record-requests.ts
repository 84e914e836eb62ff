import { server } from '../msw/server';

/** The query strings of every GET to `pathname` (e.g. '/helpdesk/api/users') msw receives, in order. */
export function recordGets(pathname: string) {
  const queries: Record<string, string>[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === pathname && request.method === 'GET') queries.push(Object.fromEntries(url.searchParams));
  });
  return queries;
}
