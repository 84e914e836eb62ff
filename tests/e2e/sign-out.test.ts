// Signing out from the user menu, then another person signing in at the same browser.
import { expect, it } from 'vitest';
import { BASE_PATH, openProviderForm, signIn, signOut, submitProviderForm, url, useBrowser } from './support/browser';

const b = useBrowser();

it('Keluar returns to the sign-in page; a different account can then sign in in the same context', async () => {
  const page = await b.newPage();
  await signIn(page, { provider: 'SIMASTER', username: 'admin' });
  expect(await page.getByTestId('user-role').innerText()).toBe('Admin');

  await signOut(page, 'user-menu-open');
  expect(new URL(page.url()).pathname).toBe(`${BASE_PATH}/auth/signin`);
  await page.getByRole('button', { name: 'Masuk dengan SIMASTER' }).waitFor();
  expect(await page.getByTestId('user-menu').count()).toBe(0);
  const session = await page.request.get(url('/api/auth/session'));
  expect(await session.json()).toEqual({});

  // The guarded page is closed again, and the sandbox asks for credentials again (prompt=login)
  // although its own session for admin is still alive in this context.
  const sandboxSession = (await page.context().cookies()).filter((c) => c.name === '_simaster_session');
  expect(sandboxSession).toHaveLength(1);
  const authorize = page.waitForRequest((r) => /\/simaster\/auth\?/.test(r.url()));
  await openProviderForm(page, 'SIMASTER');
  expect(new URL((await authorize).url()).searchParams.get('prompt')).toBe('login');
  expect(await page.locator('input[name=username]').inputValue()).toBe('');
  await submitProviderForm(page, 'agent');
  await page.waitForURL(url('/'));
  await page.getByTestId('user-menu').waitFor();
  expect(await page.getByTestId('user-role').innerText()).toBe('Agen');
  expect(await page.getByTestId('user-menu').innerText()).toContain('Budi Santoso, S.E.');
  await page.getByTestId('account-card').getByText('agent', { exact: true }).waitFor();
});
