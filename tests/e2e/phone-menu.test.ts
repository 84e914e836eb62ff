// Issue 11: at 390 px there was no menu. The drawer offers the same entries, passes axe, and an
// admin reaches Pengguna through Administrasi. From 1200 px the bar holds every entry.
import { axe } from './support/axe';
import { beforeAll, expect, it } from 'vitest';
import { BASE_PATH, screenshot, url, useBrowser, type StorageState } from './support/browser';

const b = useBrowser();
let asAdmin: StorageState;

beforeAll(async () => {
  asAdmin = await b.signedInState({ provider: 'SIMASTER', username: 'admin' });
});

it('on a phone the menu button opens a drawer; Administrasi > Pengguna opens /admin/users', async () => {
  const page = await b.newPage(asAdmin);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url('/'));
  await page.getByTestId('account-card').waitFor();
  expect(await page.locator('.app-header > .main-nav').isVisible()).toBe(false);
  // The header keeps to one line: brand, menu button, bell and user fit 390 px.
  const header = await page.locator('.app-header').boundingBox();
  expect(header?.height).toBeLessThanOrEqual(64);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: 'Buka menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu utama' });
  await drawer.getByRole('button', { name: 'Administrasi' }).click();
  await drawer.getByRole('link', { name: 'Pengguna' }).waitFor();
  await page.waitForTimeout(300); // the drawer's slide-in
  await screenshot(page, 'admin-drawer-390');
  const { violations } = await axe(page).include('.shell-drawer').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await drawer.getByRole('link', { name: 'Pengguna' }).click();
  await page.waitForURL((u) => u.pathname === `${BASE_PATH}/admin/users`);
  await page.getByTestId('user-table').waitFor();
  expect(await page.getByRole('dialog', { name: 'Menu utama' }).isVisible()).toBe(false);
});

it('Escape closes the drawer and the focus goes back to the menu button', async () => {
  const page = await b.newPage(asAdmin);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url('/'));
  const button = page.getByRole('button', { name: 'Buka menu' });
  await button.click();
  await page.getByRole('dialog', { name: 'Menu utama' }).waitFor();
  await page.keyboard.press('Escape');
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
  expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
});

it.each([1200, 1280, 1366])('on a %i px laptop every entry is in the bar, on one line', async (width) => {
  const page = await b.newPage(asAdmin);
  await page.setViewportSize({ width, height: 800 });
  await page.goto(url('/'));
  await page.getByTestId('account-card').waitFor();
  const bar = page.locator('.app-header > .main-nav');
  await bar.getByRole('button', { name: 'Administrasi' }).waitFor();
  expect(await page.getByRole('button', { name: 'Buka menu' }).isVisible()).toBe(false);
  // Every entry visible and inside the header: nothing cut off on the right.
  const header = await page.locator('.app-header').boundingBox();
  const entries = await bar.locator(':scope > ul > li').all();
  expect(entries).toHaveLength(9);
  for (const entry of entries) {
    const box = await entry.boundingBox();
    expect(box && header && box.x + box.width <= header.x + header.width && box.height <= header.height).toBe(true);
  }
  const user = await page.getByTestId('user-menu').boundingBox();
  const last = await entries[8].boundingBox();
  expect(last && user && last.x + last.width <= user.x).toBe(true);
  if (width === 1366) await screenshot(page, 'admin-bar-1366');
});
