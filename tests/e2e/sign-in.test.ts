// Signing in through the real flow: guarded page (or Beranda's Masuk) -> portal sign-in page -> sandbox form -> back.
import { describe, expect, it } from 'vitest';
import { BASE_PATH, demoAccount, openProviderForm, screenshot, signIn, submitProviderForm, url, useBrowser, type Page, type Provider } from './support/browser';
import type { IssuerKey } from '@/sandboxes/identity/accounts.mjs';

const b = useBrowser();

describe('signed out', () => {
  it('a signed-in page redirects to the sign-in page with SessionRequired and one button per provider', async () => {
    const page = await b.newPage();
    await page.goto(url('/tickets'));
    await page.waitForURL((u) => u.pathname === `${BASE_PATH}/auth/signin`);
    const current = new URL(page.url());
    expect(current.searchParams.get('error')).toBe('SessionRequired');
    expect(current.searchParams.get('callbackUrl')).toBe(url('/tickets'));

    // A first visit is the normal way in, not a failure: no warning (issue 11).
    await page.getByTestId('provider-list').waitFor();
    expect(await page.getByTestId('signin-error').count()).toBe(0);
    const buttons = page.getByTestId('provider-list').getByRole('button');
    expect(await buttons.allInnerTexts()).toEqual(['Masuk dengan SIMASTER', 'Masuk dengan PTTPK', 'Masuk dengan Google']);
    expect(await page.getByTestId('user-menu').count()).toBe(0);
    await screenshot(page, 'signin');
  });

  it('a wrong password keeps the sandbox form open with its error', async () => {
    const page = await b.newPage();
    await openProviderForm(page, 'SIMASTER');
    const formUrl = page.url();
    await submitProviderForm(page, 'admin', 'salah-sekali');
    const error = page.getByRole('alert');
    await error.waitFor();
    expect(await error.innerText()).toBe('Nama pengguna atau kata sandi salah');
    expect(page.url()).toBe(formUrl);
    expect(await page.locator('input[name=password]').isVisible()).toBe(true);
    expect(await page.locator('input[name=username]').inputValue()).toBe('admin');
    await screenshot(page, 'sandbox-wrong-password');
  });
});

interface Case {
  issuer: IssuerKey;
  provider: Provider;
  username: string;
  role: string;
  group: string;
  /** The unit in words (the departments of the demo data), as the account card names it. */
  unit: string;
  seesUsersMenu: boolean;
  shot: string;
}

const CASES: Case[] = [
  { issuer: 'simaster', provider: 'SIMASTER', username: 'admin', role: 'Admin', group: 'ASN (SIMASTER)', unit: 'Subbagian Perencanaan dan Keuangan BKD', seesUsersMenu: true, shot: 'shell-admin' },
  { issuer: 'simaster', provider: 'SIMASTER', username: 'agent', role: 'Agen', group: 'ASN (SIMASTER)', unit: 'Subbidang Mutasi Jabatan', seesUsersMenu: false, shot: 'shell-agent' },
  { issuer: 'simaster', provider: 'SIMASTER', username: 'user', role: 'Pengguna', group: 'ASN (SIMASTER)', unit: 'Seksi Pelayanan Kesehatan Rujukan', seesUsersMenu: false, shot: 'shell-user' },
  { issuer: 'simaster', provider: 'SIMASTER', username: 'user2', role: 'Pengguna', group: 'ASN (SIMASTER)', unit: 'Seksi Kurikulum dan Penilaian SMK', seesUsersMenu: false, shot: 'shell-user2' },
  { issuer: 'pttpk', provider: 'PTTPK', username: 'pttpk', role: 'Pengguna', group: 'Non-ASN (PTTPK)', unit: 'Subbagian Keuangan Bappeda', seesUsersMenu: false, shot: 'shell-pttpk' },
  { issuer: 'google', provider: 'Google', username: 'tamu', role: 'Pengguna', group: 'Umum (Google)', unit: 'Belum tercatat', seesUsersMenu: false, shot: 'shell-google' },
];

/** The account card as label -> text, e.g. { 'Nama pengguna': 'admin', ... }. */
async function accountCard(page: Page): Promise<Record<string, string>> {
  const card = page.getByTestId('account-card');
  await card.waitFor();
  return card.evaluate((el) => {
    const out: Record<string, string> = {};
    el.querySelectorAll('dt').forEach((label) => {
      out[label.textContent?.trim() ?? ''] = label.nextElementSibling?.textContent?.trim() ?? '';
    });
    return out;
  });
}

it('signing in from a deep link returns to that page', async () => {
  const page = await b.newPage();
  await signIn(page, { provider: 'SIMASTER', username: 'admin' }, '/admin/users');
  expect(page.url()).toBe(url('/admin/users'));
  await page.getByTestId('user-table').waitFor();
});

describe('signed in as each demo account', () => {
  it.each(CASES)('$username via $provider: role $role, group $group', async (c) => {
    const account = demoAccount(c.issuer, c.username);
    const page = await b.newPage();
    await signIn(page, { provider: c.provider, username: c.username });
    expect(page.url()).toBe(url('/'));

    expect(await page.getByTestId('user-role').innerText()).toBe(c.role);
    expect(await page.getByTestId('user-menu').innerText()).toContain(account.name);
    const menu = page.locator('.app-header .main-nav');
    await menu.getByRole('link', { name: 'Beranda' }).waitFor();
    // Pengguna lives in the Administrasi group (its popup opens on click); by link target.
    const adminGroup = menu.getByRole('button', { name: 'Administrasi' });
    const usersEntry = page.locator(`a[href="${BASE_PATH}/admin/users"]`);
    if (c.seesUsersMenu) {
      await adminGroup.click();
      await usersEntry.first().waitFor();
      expect(await usersEntry.first().textContent()).toBe('Pengguna');
    } else {
      expect(await adminGroup.count()).toBe(0);
      expect(await usersEntry.count()).toBe(0);
    }
    // Staff land on their queue (issue 31); everyone else is welcomed by name.
    if (c.role === 'Pengguna') expect(await page.getByRole('heading', { level: 3 }).first().innerText()).toBe(`Selamat datang, ${account.name}`);
    else await page.getByTestId('staff-queue').waitFor();

    const card = await accountCard(page);
    expect(card['Nama pengguna']).toBe(c.username);
    expect(card['NIP / Nomor pegawai']).toBe(account.employee_number ?? '-');
    expect(card['Unit organisasi']).toBe(c.unit);
    expect(card['Asal akun']).toBe(c.group);
    expect(card['Peran']).toBe(c.role);
    await screenshot(page, c.shot);
  });
});
