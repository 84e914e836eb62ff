// The layout root carries the area theme chosen by path: /mail blue, /layanan-keuangan red, else indigo.
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE_PATH, screenshot, url, useBrowser, type Page, type StorageState } from './support/browser';

const b = useBrowser();
// The area accents of utils/theme/tokens.ts (darkened to WCAG AA in issue 11).
const ACCENTS = { indigo: '#4f46e5', blue: '#0958d9', red: '#cf1322' } as const;
type Area = keyof typeof ACCENTS;

/** Waits for hydration to settle on `area`; the 404 page is prerendered, so its HTML says indigo. */
async function expectArea(page: Page, area: Area, timeout = 10_000) {
  const root = page.locator('[data-area-theme]');
  await expect.poll(() => root.first().getAttribute('data-area-theme'), { timeout }).toBe(area);
  expect(await root.count()).toBe(1);
  const accent = await root.evaluate((el) => (el as HTMLElement).style.getPropertyValue('--area-accent'));
  expect(accent).toBe(ACCENTS[area]);
}

describe('signed in (admin)', () => {
  let asAdmin: StorageState;
  beforeAll(async () => {
    asAdmin = await b.signedInState({ provider: 'SIMASTER', username: 'admin' });
  });

  // /rekon and /layanan-siasn are named by the spec as indigo areas (docs/personnel-admin.md).
  it.each(['/', '/admin/users', '/rekon', '/layanan-siasn/kp'])('%s is indigo', async (path) => {
    const page = await b.newPage(asAdmin);
    await page.goto(url(path));
    await page.getByTestId('user-menu').waitFor();
    await expectArea(page, 'indigo');
  });
});

/** A full load of an unknown path: the 404 status, the page shown and hydration finished. */
async function loadNotFound(path: string): Promise<Page> {
  const page = await b.newPage();
  const response = await page.goto(url(path));
  expect(response?.status()).toBe(404);
  await page.getByTestId('result-state').waitFor();
  await page.waitForFunction(() => (window as { next?: { router?: { isReady?: boolean } } }).next?.router?.isReady === true);
  expect(new URL(page.url()).pathname).toBe(`${BASE_PATH}${path}`);
  return page;
}

describe('signed out', () => {
  it('/auth/signin is indigo', async () => {
    const page = await b.newPage();
    await page.goto(url('/auth/signin'));
    await page.getByTestId('provider-list').waitFor();
    await expectArea(page, 'indigo');
  });

  // /mail itself is the mail area now; an unknown path containing /mail is still blue.
  it('an unknown /mail… path renders the 404 page inside the theme root', async () => {
    const page = await loadNotFound('/mailbox-arsip');
    expect(await page.locator('[data-area-theme] [data-testid="result-state"] h1').innerText()).toBe('Halaman tidak ditemukan');
    await screenshot(page, 'theme-blue-404');
  });

  // The 404 page is prerendered as /404; the theme root switches to the real path after mount.
  it('an unknown /mail… path is blue after a full page load', async () => {
    await expectArea(await loadNotFound('/mailbox-arsip'), 'blue', 2_000);
  });

  // The finance pages themselves are checked signed in (public-finance-story.test.ts); an unknown
  // product is the area's own 404, and still red.
  it('an unknown /layanan-keuangan product is red after a full page load', async () => {
    const page = await loadNotFound('/layanan-keuangan/tidak-ada');
    await screenshot(page, 'theme-red-404');
    await expectArea(page, 'red', 2_000);
  });

  it.each(['/logs', '/layanan-siasn'])('%s (a 404 today) is indigo', async (path) => {
    await expectArea(await loadNotFound(path), 'indigo');
  });
});
