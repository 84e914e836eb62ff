// The page guard: role/permission checks and the full-screen loading view while the session loads.
import { beforeAll, expect, it } from 'vitest';
import { BASE_PATH, screenshot, url, useBrowser, type StorageState } from './support/browser';

const b = useBrowser();
let asUser: StorageState;
let asAdmin: StorageState;

beforeAll(async () => {
  asUser = await b.signedInState({ provider: 'SIMASTER', username: 'user' });
  asAdmin = await b.signedInState({ provider: 'SIMASTER', username: 'admin' });
});

it('a plain user opening /admin/users sees Tidak berwenang (Not Authorized) and no user table', async () => {
  const page = await b.newPage(asUser);
  await page.goto(url('/admin/users'));
  await page.getByText('Tidak berwenang', { exact: true }).waitFor();
  expect(new URL(page.url()).pathname).toBe(`${BASE_PATH}/admin/users`);
  expect(await page.getByText('Anda tidak memiliki akses ke halaman ini.').isVisible()).toBe(true);
  expect(await page.getByTestId('user-table').count()).toBe(0);
  expect(await page.locator('.ant-table').count()).toBe(0);
  await screenshot(page, 'not-authorized');

  await page.getByText('Kembali ke Beranda', { exact: true }).click();
  await page.getByTestId('account-card').waitFor();
  expect(page.url()).toBe(url('/'));
});

it('an admin opening /admin/users sees the user table with the demo users', async () => {
  const page = await b.newPage(asAdmin);
  await page.goto(url('/admin/users'));
  const table = page.getByTestId('user-table');
  const budi = table.getByRole('row', { name: /Budi Santoso/ });
  await budi.waitFor();
  const budiRow = await budi.innerText();
  expect(budiRow).toContain('agent');
  expect(budiRow).toContain('199001152015031002');
  for (const name of ['Rina Wulandari, S.Kom.', 'Siti Aminah, S.Pd.', 'Agus Prasetyo, S.T.', 'Dewi Lestari', 'Tamu Helpdesk']) {
    expect(await table.getByRole('row', { name: new RegExp(name.replace(/[.,]/g, '\\$&')) }).count(), name).toBe(1);
  }
  expect(await page.getByText('Tidak berwenang').count()).toBe(0);
  // Pengguna is inside the Administrasi group, which is lit in the bar.
  const selected = page.locator('.ant-layout-header .ant-menu-submenu-selected');
  expect(await selected.textContent()).toBe('Administrasi');
  await screenshot(page, 'admin-users');
});

it('shows the full-screen logo and spinner while the session loads, then the page', async () => {
  const page = await b.newPage(asAdmin);
  let held!: () => void;
  const sessionHeld = new Promise<void>((resolve) => (held = resolve));
  await page.route(
    (u) => u.pathname === `${BASE_PATH}/api/auth/session`,
    async (route) => {
      held();
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue().catch(() => {}); // the page may be closed by then if the test failed
    },
  );
  await page.goto(url('/'), { waitUntil: 'commit' });
  await sessionHeld;

  const loading = page.getByTestId('full-screen-loading');
  await loading.waitFor();
  expect(await loading.locator(`img[src="${BASE_PATH}/logo.svg"]`).isVisible()).toBe(true);
  expect(await loading.locator('.ant-spin').isVisible()).toBe(true);
  expect(await loading.getAttribute('role')).toBe('status');
  // Nothing of the guarded page (or the shell) shows while the session is unknown.
  expect(await page.getByTestId('account-card').count()).toBe(0);
  expect(await page.getByTestId('user-menu').count()).toBe(0);
  expect(await page.locator('.ant-layout-header').count()).toBe(0);
  await screenshot(page, 'loading');

  await page.getByTestId('account-card').waitFor();
  expect(await loading.count()).toBe(0);
});
