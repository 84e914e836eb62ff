// Issue 17, the ticket list in real Chromium: "next page" and "previous page" ask the API for the
// page after (before) the cursor the current page came with, show the same rows as that page by
// number, and keep a shareable URL (page and cursor); a page number goes back to offsets.
import { describe, expect, it } from 'vitest';
import { screenshot, url, type Page } from './support/browser';
import { useActors } from './support/tickets';

const actors = useActors();

const rowKeys = (page: Page) => page.getByTestId('ticket-table').locator('tr[data-row-key]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key')));

async function openList(page: Page, path: string) {
  await page.goto(url(path));
  await page.getByTestId('ticket-table').locator('tr[data-row-key]').first().waitFor();
}

/** Presses a pager button and waits for page `n` with rows other than `shown`. */
async function turnTo(page: Page, button: string, n: number, shown: (string | null)[]) {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('button', { name: `Halaman ${n}`, exact: true }).and(page.locator('[aria-current=page]')).waitFor();
  await expect.poll(async () => (await rowKeys(page))[0]).not.toBe(shown[0]);
  return rowKeys(page);
}

const cursorOf = (page: Page) => JSON.parse(Buffer.from(new URL(page.url()).searchParams.get('cursor') ?? '', 'base64url').toString()) as { p: number; b?: number };

describe('ticket list pages', () => {
  it('"next" follows the cursor: the same rows as page 2 by number, in a URL that can be shared', async () => {
    const page = await actors.as('admin');
    await page.setViewportSize({ width: 1366, height: 900 });
    await openList(page, '/tickets?limit=5');
    const first = await rowKeys(page);
    expect(first).toHaveLength(5);

    const asked: URL[] = [];
    page.on('request', (request) => {
      const requested = new URL(request.url());
      if (requested.pathname.endsWith('/api/tickets') && !requested.searchParams.has('pinned')) asked.push(requested);
    });
    const second = await turnTo(page, 'Halaman berikutnya', 2, first);
    const shared = new URL(page.url());
    expect(shared.searchParams.get('page')).toBe('2');
    expect(shared.searchParams.get('cursor')).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(asked.map((u) => u.searchParams.get('cursor'))).toEqual([shared.searchParams.get('cursor')]);
    await screenshot(page, 'ticket-list-cursor-page-2-1366');

    // The shared URL opens on the same rows; page 2 by number has them too.
    await openList(page, `${shared.pathname.replace(/^\/helpdesk/, '')}${shared.search}`);
    expect(await rowKeys(page)).toEqual(second);
    await openList(page, '/tickets?limit=5&page=2');
    expect(await rowKeys(page)).toEqual(second);

    // "previous" from page 3 follows page 3's prev_cursor back to the same rows.
    const third = await turnTo(page, 'Halaman berikutnya', 3, second);
    expect(cursorOf(page)).toMatchObject({ p: 2 });
    expect(await turnTo(page, 'Halaman sebelumnya', 2, third)).toEqual(second);
    expect(cursorOf(page)).toMatchObject({ p: 3, b: 1 });

    await page.getByRole('button', { name: 'Halaman 1', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('page')).toBe(false);
    expect(new URL(page.url()).searchParams.has('cursor')).toBe(false);
    await expect.poll(() => rowKeys(page)).toEqual(first);
  });
});
