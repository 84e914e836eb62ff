// "Unduh data saya" (issue 33, docs/privacy.md): a person asks on the profile for a copy of their
// data, the running portal's job worker builds it, and the link downloads it once.
import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import { expect, it } from 'vitest';
import { PORTAL_ORIGIN, screenshot, url, useBrowser } from './support/browser';

const b = useBrowser();

it('asks for a copy on the profile, downloads the zip once, and the card then says it was downloaded', async () => {
  const page = await b.newPage(await b.signedInState({ provider: 'SIMASTER', username: 'user' }));
  await page.goto(url('/profile#unduh-data'));
  const card = page.locator('#unduh-data');
  await card.getByRole('button', { name: 'Siapkan salinan data saya' }).click();
  await card.getByText('Salinan sedang disiapkan', { exact: false }).waitFor();
  const link = card.getByRole('link', { name: 'Unduh ZIP' });
  // The worker builds it within seconds; the card asks every 3 s.
  await link.waitFor({ timeout: 60_000 });
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'own-data-export-ready');
  const href = await link.getAttribute('href');

  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^data-saya-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await JSZip.loadAsync(readFileSync(await download.path()));
  const data = JSON.parse(await zip.file('data-saya.json')!.async('string'));
  expect(data.akun.username).toBe('user');
  expect((await zip.file('ringkasan.pdf')!.async('nodebuffer')).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await card.getByText('sudah diunduh pada', { exact: false }).waitFor();
  // The link was good once.
  expect((await page.request.get(`${PORTAL_ORIGIN}${href}`)).status()).toBe(404);
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'own-data-export-phone');
});
