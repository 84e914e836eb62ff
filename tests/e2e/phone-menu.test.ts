// Issue 11: at 390 px there was no menu. The drawer offers the same entries, passes axe, and an
// admin reaches Pengguna through Administrasi.
import AxeBuilder from '@axe-core/playwright';
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
  expect(await page.locator('.ant-layout-header .ant-menu-horizontal').count()).toBe(0);

  await page.getByRole('button', { name: 'Buka menu' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('menuitem', { name: /Administrasi/ }).click();
  await drawer.getByRole('link', { name: 'Pengguna' }).waitFor();
  await page.waitForTimeout(400); // drawer and submenu animations
  await screenshot(page, 'admin-drawer-390');
  const { violations } = await new AxeBuilder({ page }).include('.ant-drawer').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await drawer.getByRole('link', { name: 'Pengguna' }).click();
  await page.waitForURL((u) => u.pathname === `${BASE_PATH}/admin/users`);
  await page.getByTestId('user-table').waitFor();
  expect(await page.getByRole('dialog').isVisible()).toBe(false);
});

it.each([1280, 1366])('on a %i px laptop every entry is in the bar: nothing hides behind "···"', async (width) => {
  const page = await b.newPage(asAdmin);
  await page.setViewportSize({ width, height: 800 });
  await page.goto(url('/'));
  await page.getByTestId('account-card').waitFor();
  const bar = page.locator('.ant-layout-header .ant-menu-horizontal');
  await bar.getByText('Administrasi').waitFor();
  expect(await bar.locator('.ant-menu-overflow-item-rest:visible').count()).toBe(0);
});
