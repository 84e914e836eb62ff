// Issue 11, the ticket list in real Chromium: search as you type (one request after the pause),
// the no-match text, sorting by a column header, opening a ticket by clicking its row and the
// "Balasan baru" marker that is gone once the ticket was opened. Screenshots at 1366 and 390 px.
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, url, type Page } from './support/browser';
import { useActors, waitForApi } from './support/tickets';

const actors = useActors();
const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const TITLE = `Tunjangan kinerja ${RUN} belum cair`;
let ticketId = 0;

async function shoot(page: Page, name: string) {
  for (const width of [1366, 390] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await screenshot(page, `ticket-list-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Cari judul atau nomor tiket' });
const rowOf = (page: Page) => page.getByTestId('ticket-table').locator('tr[data-row-key]').filter({ hasText: TITLE });

beforeAll(async () => {
  const user = await actors.as('user');
  const admin = await actors.as('admin');
  const created = await user.request.post(url('/api/tickets'), { data: { title: TITLE, description: 'Sudah dua bulan belum diterima.' } });
  expect(created.status()).toBe(201);
  ticketId = ((await created.json()) as { id: number }).id;
  const replied = await admin.request.post(url('/api/comments'), { data: { ticket_id: ticketId, markdown: 'Sedang kami cek ke bagian keuangan.' } });
  expect(replied.status()).toBe(201);
});

describe('ticket list', () => {
  it('searches while typing, says when nothing matches, sorts by a header, opens a row and clears its marker', async () => {
    const page = await actors.as('user');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(url('/tickets'));
    await page.getByTestId('ticket-table').locator('tr[data-row-key]').first().waitFor();
    // A long "Kategori › Sub-kategori" stays on one line, cut with an ellipsis.
    const category = page.getByTestId('category-cell').first();
    expect(await category.evaluate((cell) => { const style = getComputedStyle(cell); return [style.whiteSpace, style.overflow, style.textOverflow, style.maxWidth]; })).toEqual(['nowrap', 'hidden', 'ellipsis', '200px']);
    const searched: string[] = [];
    page.on('request', (request) => {
      const requested = new URL(request.url());
      if (requested.pathname.endsWith('/api/tickets') && requested.searchParams.has('search')) searched.push(requested.searchParams.get('search') ?? '');
    });

    // No button: typing and pausing is enough, and only the finished term is asked for.
    await searchBox(page).pressSequentially(`zzq${RUN}`, { delay: 40 });
    const noMatch = page.getByText(`Tidak ada tiket yang cocok dengan “zzq${RUN}”`);
    await noMatch.waitFor();
    expect(searched).toEqual([`zzq${RUN}`]);
    expect(new URL(page.url()).searchParams.get('search')).toBe(`zzq${RUN}`);
    await shoot(page, 'no-match');

    await searchBox(page).fill('');
    await searchBox(page).pressSequentially(RUN, { delay: 40 });
    await rowOf(page).waitFor();
    await expect.poll(() => page.getByTestId('ticket-table').locator('tr[data-row-key]').count()).toBe(1);
    const marker = rowOf(page).getByTestId('unread-marker');
    expect(await marker.innerText()).toBe('Balasan baru');
    await shoot(page, 'unread');

    // Sorting by a header: the server sorts, the URL keeps it.
    await searchBox(page).fill('');
    await searchBox(page).press('Enter');
    const sorted = waitForApi(page, 'GET', /\/api\/tickets$/);
    await page.getByRole('columnheader', { name: /^Judul/ }).click();
    expect(new URL((await sorted).url()).searchParams.get('sort')).toBe('title_asc');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('title_asc');
    await expect.poll(() => page.getByRole('columnheader', { name: /^Judul/ }).getAttribute('aria-sort')).toBe('ascending');
    const titles = await page.getByTestId('ticket-table').locator('tr[data-row-key] td[data-column=title] a').allInnerTexts();
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'id', { sensitivity: 'base' })));
    await shoot(page, 'sorted');

    // A click on the row (not on a link) opens the ticket, which records the read.
    await searchBox(page).pressSequentially(RUN, { delay: 40 });
    await expect.poll(() => page.getByTestId('ticket-table').locator('tr[data-row-key]').count()).toBe(1);
    const read = waitForApi(page, 'PUT', new RegExp(`/api/tickets/${ticketId}/read$`));
    await rowOf(page).locator('td[data-column=status] [data-status]').click();
    await page.waitForURL((u) => u.pathname.endsWith(`/tickets/${ticketId}`));
    expect((await read).status()).toBe(204);

    await page.goBack();
    await rowOf(page).waitFor();
    expect(await rowOf(page).getByTestId('unread-marker').count()).toBe(0);
    await page.reload();
    await rowOf(page).waitFor();
    expect(await rowOf(page).getByTestId('unread-marker').count()).toBe(0);
    expect(await rowOf(page).locator('strong').count()).toBe(0);
  });
});
