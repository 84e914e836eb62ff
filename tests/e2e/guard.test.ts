// The page guard: role/permission checks; signed-in pages arrive rendered with their session.
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
  const selected = page.locator('.app-header .main-nav-group-toggle.is-current');
  expect(await selected.textContent()).toBe('Administrasi');
  await screenshot(page, 'admin-users');
});

it('a guarded page comes rendered from the server: shell and ticket in the HTML, no loading view', async () => {
  const page = await b.newPage(asAdmin);
  const response = await page.request.get(url('/tickets/1'));
  expect(response.status()).toBe(200);
  const html = await response.text();
  // The session and the ticket were read on the server (server/pages): no spinner waits for them.
  expect(html).not.toContain('data-testid="full-screen-loading"');
  expect(html).toContain('data-testid="user-menu"');
  expect(html).toContain('data-testid="ticket-number"');
  await page.goto(url('/tickets/1'));
  await page.getByTestId('ticket-number').waitFor();
  expect(await page.getByTestId('full-screen-loading').count()).toBe(0);
});

it('a visitor without a session is sent to sign in by the server, with the page to come back to', async () => {
  const page = await b.newPage();
  const response = await page.request.get(url('/tickets?status=DIAJUKAN'), { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  const target = new URL(response.headers().location, url('/'));
  expect(target.pathname).toBe(`${BASE_PATH}/api/auth/signin`);
  expect(target.searchParams.get('error')).toBe('SessionRequired');
  expect(target.searchParams.get('callbackUrl')).toBe(`${BASE_PATH}/tickets?status=DIAJUKAN`);
});
