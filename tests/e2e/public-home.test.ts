// Issue 31: the signed-out front door (docs/public-home.md). Beranda comes rendered from the
// server with the services; every public page has the same header and a way back; Masuk says
// which sign-in is whose and reaches the sign-in page. At 390 px and 1366 px, with screenshots.
import { describe, expect, it } from 'vitest';
import { BASE_PATH, hydrated, screenshot, url, useBrowser, type Page } from './support/browser';

const b = useBrowser();
const WIDTHS = [390, 1366] as const;

const NAV = [
  { label: 'Layanan', path: '/layanan/kepegawaian', shot: 'layanan', ready: (p: Page) => p.getByTestId('service-card').first().waitFor() },
  { label: 'Publikasi CASN', path: '/web/publikasi-casn', shot: 'publikasi-casn', ready: (p: Page) => p.getByTestId('casn-publications').getByRole('link').first().waitFor() },
  { label: 'Nilai CASN', path: '/web/nilai-casn', shot: 'nilai-casn', ready: (p: Page) => p.getByRole('tabpanel').locator('tbody tr').first().waitFor() },
  { label: 'FAQ', path: '/faq', ready: (p: Page) => p.locator('main .panel').first().waitFor(), shot: 'faq' },
];

const header = (page: Page) => page.getByTestId('public-header');
const nav = (page: Page) => header(page).getByRole('navigation', { name: 'Menu utama' });
const onHome = (page: Page) => page.getByRole('heading', { level: 1, name: 'Helpdesk ASN' }).waitFor();
const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('public home, signed out', () => {
  it('comes from the server with its content, a main landmark and a description', async () => {
    const page = await b.newPage();
    const response = await page.request.get(url('/'), { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<main');
    expect(html).toMatch(/<meta name="description" content="Helpdesk ASN BKD Provinsi Jawa Timur[^"]+"/);
    expect(html).toContain('data-testid="public-header"');
    expect(html).toContain('data-testid="sign-in-guide"');
    // The seeded catalogue's first services, read on the server (no request from the browser).
    expect(html).toContain('data-testid="public-services"');
    expect(html).toContain(`href="${BASE_PATH}/layanan/kepegawaian/kenaikan-pangkat"`);
    expect(html).not.toContain('data-testid="full-screen-loading"');
  });

  it.each(WIDTHS)('at %i px every nav link reaches its page with the same header and a way back', async (width) => {
    const page = await b.newPage();
    await page.setViewportSize({ width, height: 844 });
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) asked.push(new URL(r.url()).pathname);
    });
    await page.goto(url('/'));
    await onHome(page);
    expect(await page.getByTestId('public-services').getByRole('link').count()).toBeGreaterThan(0);
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.getByTestId('public-back').count()).toBe(0);
    // Nothing to wait for on Beranda: no session request and no data request from the browser.
    expect(asked).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
    await screenshot(page, `public-home-${width}`);

    for (const item of NAV) {
      await (await hydrated(nav(page).getByRole('link', { name: item.label, exact: true }))).click();
      await page.waitForURL((u) => u.pathname === `${BASE_PATH}${item.path}`);
      await item.ready(page);
      expect(await nav(page).getByRole('link', { name: item.label, exact: true }).getAttribute('aria-current')).toBe('page');
      expect(await nav(page).getByRole('link').allInnerTexts()).toEqual(['Layanan', 'Publikasi CASN', 'Nilai CASN', 'FAQ']);
      expect(await header(page).getByTestId('public-header-sign-in').innerText()).toBe('Masuk');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
      await screenshot(page, `public-${item.shot}-${width}`);
      await page.getByTestId('public-back').click();
      await onHome(page);
      expect(pathOf(page)).toBe(BASE_PATH);
    }
    // The agency's name in the header leads home too.
    await page.goto(url('/faq'));
    await (await hydrated(header(page).getByRole('link', { name: 'Helpdesk ASN, ke Beranda' }))).click();
    await onHome(page);
  });

  it.each(WIDTHS)('at %i px Masuk says which sign-in is whose and reaches the sign-in page', async (width) => {
    const page = await b.newPage();
    await page.setViewportSize({ width, height: 844 });
    await page.goto(url('/'));
    const section = page.getByRole('region', { name: 'Masuk untuk bertanya dan memantau tiket' });
    const guide = section.getByTestId('sign-in-guide');
    expect(await guide.locator('dt').allInnerTexts()).toEqual(['PNS dan PPPK', 'Pegawai non-ASN (PTT-PK)', 'Masyarakat umum']);
    expect(await guide.locator('dd').allInnerTexts()).toEqual([
      'Masuk dengan SIMASTER, akun kepegawaian Anda.',
      'Masuk dengan PTTPK.',
      'Masuk dengan akun Google.',
    ]);
    await section.getByRole('link', { name: 'Masuk', exact: true }).click();
    await page.waitForURL((u) => u.pathname === `${BASE_PATH}/auth/signin`);
    const buttons = page.getByTestId('provider-list').getByRole('button');
    await buttons.first().waitFor();
    expect(await buttons.allInnerTexts()).toEqual(['Masuk dengan SIMASTER', 'Masuk dengan PTTPK', 'Masuk dengan Google']);
    // The sign-in page is a public page too: the same header, who signs in how, and the way back.
    expect(await header(page).getByTestId('public-header-sign-in').getAttribute('aria-current')).toBe('page');
    expect(await page.getByTestId('sign-in-guide').locator('dt').count()).toBe(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
    await screenshot(page, `public-signin-${width}`);
    await page.getByTestId('public-back').click();
    await onHome(page);
  });
});
