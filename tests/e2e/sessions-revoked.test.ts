// Sessions end on the server: signing out on one device, "Keluar dari semua perangkat" and an
// admin's deactivation stop the very token a browser still holds, from its next request.
import { expect, it } from 'vitest';
import { BASE_PATH, openProviderForm, screenshot, signIn, signOut, submitProviderForm, url, useBrowser, type Page } from './support/browser';

const b = useBrowser();

const apiStatus = async (page: Page, path: string) => (await page.request.get(url(`/api${path}`))).status();

it('signing out on one device ends that session only, even for a copy of its cookie', async () => {
  const laptop = await b.newPage();
  await signIn(laptop, { provider: 'SIMASTER', username: 'user2' });
  const phone = await b.newPage();
  await signIn(phone, { provider: 'SIMASTER', username: 'user2' });
  // Someone copied the laptop's cookie before it signed out.
  const copy = await b.newPage(await laptop.context().storageState());
  expect(await apiStatus(copy, '/users/information')).toBe(200);

  await signOut(laptop);
  expect(await apiStatus(copy, '/users/information')).toBe(401);
  expect(await apiStatus(phone, '/users/information')).toBe(200);
});

it('Keluar dari semua perangkat ends the sessions of every device; an open page then asks to sign in', async () => {
  const laptop = await b.newPage();
  await signIn(laptop, { provider: 'SIMASTER', username: 'user2' });
  const phone = await b.newPage();
  await signIn(phone, { provider: 'SIMASTER', username: 'user2' }, '/tickets');

  await laptop.getByTestId('user-menu').click();
  await laptop.getByRole('menuitem', { name: 'Keluar dari semua perangkat' }).click();
  const dialog = laptop.getByRole('dialog');
  // The confirmation's code loads on first use; under a loaded CI machine that took over 15 s once.
  await dialog.getByText('termasuk di perangkat ini', { exact: false }).waitFor({ timeout: 45_000 });
  await screenshot(laptop, 'sign-out-everywhere-confirm');
  await dialog.getByRole('button', { name: 'Keluar semua' }).click();
  await laptop.waitForURL((u) => u.pathname === `${BASE_PATH}/auth/signin`);

  expect(await apiStatus(phone, '/users/information')).toBe(401);
  // The phone's open page learns it on its next request and goes to the sign-in page.
  await phone.reload();
  await phone.waitForURL((u) => u.pathname === `${BASE_PATH}/auth/signin`);
  await phone.getByRole('button', { name: 'Masuk dengan SIMASTER' }).waitFor();
  // It says why: the session ended, not "please sign in" as on a first visit.
  expect(new URL(phone.url()).searchParams.get('error')).toBe('SessionEnded');
  expect(await phone.getByTestId('signin-error').textContent()).toContain('Sesi Anda telah berakhir');
  await screenshot(phone, 'session-ended-sign-in-again');
});

it('an admin deactivates an account: its open session ends, sign-in is refused with a reason, reactivation lets it back in', async () => {
  const dewi = await b.newPage();
  await signIn(dewi, { provider: 'PTTPK', username: 'pttpk' });
  const admin = await b.newPage();
  await signIn(admin, { provider: 'SIMASTER', username: 'admin' }, '/admin/users');

  const table = admin.getByTestId('user-table');
  const row = table.getByRole('row', { name: /Dewi Lestari/ });
  await row.waitFor();
  const toggle = row.getByRole('switch', { name: 'Akun Dewi Lestari aktif' });
  expect(await toggle.getAttribute('aria-checked')).toBe('true');
  await toggle.click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
  await row.getByText('Nonaktif', { exact: true }).first().waitFor();
  await admin.getByText('Akun Dewi Lestari dinonaktifkan').waitFor();
  await screenshot(admin, 'admin-user-deactivated');
  // Their own switch is off-limits.
  const own = table.getByRole('row', { name: /Rina Wulandari/ }).getByRole('switch');
  expect(await own.isDisabled()).toBe(true);

  expect(await apiStatus(dewi, '/users/information')).toBe(401);
  await dewi.context().clearCookies();
  await openProviderForm(dewi, 'PTTPK');
  await submitProviderForm(dewi, 'pttpk');
  await dewi.waitForURL((u) => u.pathname === `${BASE_PATH}/auth/error`);
  await dewi.getByText('Akun Anda dinonaktifkan oleh admin.', { exact: false }).waitFor();
  await screenshot(dewi, 'sign-in-deactivated');

  await toggle.click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
  await admin.getByText('Akun Dewi Lestari diaktifkan kembali').waitFor();
  expect(await toggle.getAttribute('aria-checked')).toBe('true');
  const again = await b.newPage();
  await signIn(again, { provider: 'PTTPK', username: 'pttpk' });
  expect(await apiStatus(again, '/users/information')).toBe(200);
});
