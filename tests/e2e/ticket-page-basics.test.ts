// Small things of the ticket page: its own tab title, and a missing ticket answered at once.
import { beforeAll, expect, it } from 'vitest';
import { url, useBrowser, type StorageState } from './support/browser';

const b = useBrowser();
let asUser: StorageState;

beforeAll(async () => {
  asUser = await b.signedInState({ provider: 'SIMASTER', username: 'user' });
});

it('a ticket page carries the ticket title in the tab title', async () => {
  const page = await b.newPage(asUser);
  await page.goto(url('/tickets'));
  const firstRow = page.locator('a[href*="/tickets/"]').filter({ hasNotText: 'Buat' }).first();
  const title = (await firstRow.innerText()).trim();
  await firstRow.click();
  await page.getByTestId('ticket-description').waitFor();
  await expect.poll(() => page.title()).toBe(`${title} · Helpdesk ASN`);
});

it('a ticket that does not exist shows "tidak ditemukan" after one request, without retrying', async () => {
  const page = await b.newPage(asUser);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/tickets\/2000000000$/.test(request.url())) calls.push(request.url());
  });
  await page.goto(url('/tickets/2000000000'));
  await page.getByText('Tiket tidak ditemukan atau Anda tidak memiliki akses.').waitFor();
  await page.waitForTimeout(1500); // a retry would have gone out by now (react-query waits 1 s)
  expect(calls).toHaveLength(1);
});
