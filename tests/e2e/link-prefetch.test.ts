// Issue 11, pages ship less: links in view prefetch their page's code only. Next's default with a
// proxy (proxy.ts) also fetched a `_next/data` answer through the proxy for every row link in view,
// in case the proxy rewrites it (it never does): next.config.mjs sets proxyPrefetch 'strict'. The
// row titles are plain links (AppLink): the list prefetches the ticket page's code once for them.
import { describe, expect, it } from 'vitest';
import { url } from './support/browser';
import { useActors } from './support/tickets';

const actors = useActors();

describe('link prefetch', () => {
  it('asks for no page data for the ticket rows in view, and a row still opens its ticket', async () => {
    const page = await actors.as('agent');
    await page.setViewportSize({ width: 1366, height: 900 });
    const dataRequests: string[] = [];
    const codeRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.includes('/_next/data/')) dataRequests.push(pathname);
      if (pathname.includes('/_next/static/')) codeRequests.push(pathname);
    });
    await page.goto(url('/tickets'));
    const links = page.getByTestId('ticket-table').locator('tr[data-row-key] a[href*="/tickets/"]');
    await links.first().waitFor();
    expect(await links.count()).toBeGreaterThan(3);
    const loadedCode = codeRequests.length;
    // Next prefetches the links in view when the browser is idle; give it that moment.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    expect(dataRequests).toEqual([]);
    // The ticket page's code was prefetched all the same.
    expect(codeRequests.length).toBeGreaterThan(loadedCode);

    const href = (await links.first().getAttribute('href')) ?? '';
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await links.first().click();
    // The link carries the list it was in (`?list=`, docs/ticket-tools.md): path and query both.
    await page.waitForURL((current) => `${current.pathname}${current.search}` === href);
    await page.getByTestId('ticket-number').waitFor();
    // Opened client-side: the ticket page came as data, not as a new document.
    expect(documents).toEqual([]);
  });
});
