// Issue 16 in real Chromium against the running portal (docs/public-finance.md): a visitor sees the
// landing beside the sign-in card, reads a personnel service and is sent through sign-in to the
// preset ticket form, reads a CASN publication (the vendor's script stripped) and the score tabs;
// a civil servant finds the finance area red, simulates a KPR in whole rupiah, applies through the
// three steps and sees A1; an admin reads the bank call log; a non-ASN account is told why it
// cannot apply.
import { describe, expect, it } from 'vitest';
import { initialsOf } from '@/utils/rules/feedback-name';
import { BASE_PATH, demoAccount, signIn, url, useBrowser, type Page, type StorageState } from './support/browser';
import { shoot } from './support/community';
import { waitForApi } from './support/tickets';
import { annuity, DEMO_NAMES, DEMO_PRIVATE, expectRed, fact, rupiahValue, statistic } from './support/public-finance';

const b = useBrowser();
const USER_NIP = String(demoAccount('simaster', 'user').employee_number);
// The simulation's terms (a civil servant in Kota Surabaya): the wizard gets them from the result's link.
const SALARY = 5_000_000;
const TENOR = 240;
const REGION = '3578';

let asUser: StorageState | undefined;
/** The civil servant's session, signed in once for the file. */
async function userPage(path: string): Promise<Page> {
  asUser ??= await b.signedInState({ provider: 'SIMASTER', username: 'user' });
  const page = await b.newPage(asUser);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(url(path));
  return page;
}

/** Filled by the application: what the admin's log must show, and what it must not. */
const applied = { bankNumber: '', wizardQuery: '', private: [] as string[] };

describe('public pages', () => {
  it('a visitor sees the testimonials and figures, reads a service and asks about it after signing in', async () => {
    const page = await b.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(url('/auth/signin'));
    const landing = page.getByTestId('landing-panel');
    await landing.getByTestId('testimonial').first().waitFor();
    // react-slick clones slides for its loop: the names, once each.
    const names = new Set((await landing.getByTestId('testimonial').locator('figcaption > span:not([aria-hidden])').allInnerTexts()).map((n) => n.trim()));
    expect(names.size).toBeGreaterThan(0);
    // Each under the name its requester chose: full, initials or none (issue 30).
    for (const name of names) expect([...DEMO_NAMES, ...[...DEMO_NAMES].map(initialsOf), 'Pengguna Helpdesk ASN']).toContain(name);
    const stats = landing.getByTestId('landing-stats');
    await expect.poll(() => statistic(stats, 'Pertanyaan terjawab bulan ini')).toMatch(/^\d+$/);
    expect(await statistic(stats, 'Median waktu tanggapan pertama')).toMatch(/^(-|\d+ (menit|jam)( \d+ menit)?)$/);
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.\w+|\d{18}/);
    for (const secret of DEMO_PRIVATE) expect(text).not.toContain(secret);
    await shoot(page, 'story-landing');

    await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Layanan', exact: true }).click();
    await page.getByTestId('service-cards').waitFor();
    expect(await page.getByTestId('service-card').count()).toBeGreaterThanOrEqual(8);
    await shoot(page, 'story-service-catalogue');
    await page.getByRole('link', { name: 'Baca layanan Kenaikan Pangkat' }).click();
    await page.getByTestId('service-content').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Kenaikan Pangkat');
    expect(await page.getByRole('list', { name: 'Persyaratan' }).getByRole('checkbox').count()).toBeGreaterThan(0);
    await shoot(page, 'story-service-page');

    // Signed out the button goes through sign-in, which comes back to the preset ticket form.
    await page.getByTestId('ask-about-service').getByRole('link', { name: 'Tanya tentang layanan ini' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/auth/signin'));
    const back = new URL(page.url()).searchParams.get('callbackUrl') ?? '';
    expect(back).toMatch(new RegExp(`^${BASE_PATH}/tickets/create\\?sub_category=\\d+$`));
    // signIn() takes the same way back (the guard of that page sends here with it), waiting out the sign-in rate limit if a quick run hits it.
    await signIn(page, { provider: 'SIMASTER', username: 'user2' }, back.slice(BASE_PATH.length));
    expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(back);
    const subCategory = page.getByRole('combobox', { name: 'Sub-kategori' });
    await expect.poll(() => subCategory.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.text)).toBe('Kenaikan Pangkat');
  });

  it('a visitor reads a CASN publication without the vendor script running, and the score tabs', async () => {
    const page = await b.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(url('/web/publikasi-casn'));
    const list = page.getByTestId('casn-publications');
    await list.getByRole('link').first().waitFor();
    await shoot(page, 'story-casn-list');
    const title = await list.getByRole('link').first().innerText();
    await list.getByRole('link').first().click();
    const content = page.getByTestId('casn-content');
    await content.waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(title);
    // The sandbox's HTML carries <script>alert("casn")</script> and <img onerror="alert(1)">.
    await page.waitForLoadState('networkidle');
    expect(dialogs).toEqual([]);
    expect(await content.innerHTML()).not.toMatch(/<script|onerror|javascript:/i);
    const download = page.getByRole('link', { name: /^Unduh / });
    if (await download.count()) {
      const file = await page.request.get(new URL(String(await download.getAttribute('href')), page.url()).toString());
      expect(file.status()).toBe(200);
      expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    await shoot(page, 'story-casn-publication');

    await page.goto(url('/web/nilai-casn'));
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor();
    expect(await tabs.count()).toBeGreaterThanOrEqual(2);
    const second = tabs.nth(1);
    await second.click();
    expect(await second.getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel', { name: await second.innerText() });
    await panel.locator('tbody tr').first().waitFor();
    await shoot(page, 'story-casn-scores');
    const search = panel.getByRole('searchbox');
    await search.fill('zzzz tidak ada');
    await search.press('Enter');
    await panel.getByText('Tidak ada peserta yang cocok.').waitFor();
  });
});

describe('finance services', () => {
  it('a civil servant finds the area red and simulates a KPR: whole rupiah and the schedule', async () => {
    const page = await userPage('/layanan-keuangan');
    await page.getByTestId('product-cards').waitFor();
    await expectRed(page);
    for (const code of ['KPR', 'KMG', 'KKB']) await page.getByTestId(`product-${code}`).waitFor();
    await shoot(page, 'finance-start');

    await page.getByTestId('product-KPR').getByRole('link', { name: 'Kredit Pemilikan Rumah (KPR)' }).click();
    await page.getByTestId('terms-KPR').waitFor();
    await expectRed(page);
    const ratePa = Number((await fact(page.getByTestId('terms-KPR'), 'Suku bunga').innerText()).replace(/[^\d,]/g, '').replace(',', '.'));
    expect(ratePa).toBeGreaterThan(0);
    await shoot(page, 'finance-product-kpr');

    await page.locator('main').getByRole('link', { name: 'Simulasi', exact: true }).click();
    const form = page.getByTestId('simulation-form');
    await form.waitFor();
    await expectRed(page);
    expect(await form.getByLabel('Jenis pinjaman').inputValue()).toBe('KPR');
    await form.getByLabel('Gaji pokok (Rp)').fill(String(SALARY));
    await form.getByLabel('Tenor (bulan)').fill(String(TENOR));
    await form.getByLabel('Kabupaten/kota').selectOption(REGION);
    await form.getByRole('button', { name: 'Hitung' }).click();
    const result = page.getByTestId('simulation-result');
    await result.waitFor();
    const maxAmount = rupiahValue(await statistic(result, 'Plafon maksimal'));
    const monthly = rupiahValue(await statistic(result, 'Angsuran per bulan'));
    // The bank's annuity at the product's rate, within the salary's limit (50 % for a KPR).
    expect(Math.abs(monthly - annuity(maxAmount, ratePa, TENOR))).toBeLessThanOrEqual(1);
    expect(monthly).toBeLessThanOrEqual(SALARY / 2);
    for (const value of await result.getByTestId('simulation-facts').locator('dd').allInnerTexts()) rupiahValue(value);
    const schedule = result.getByTestId('schedule');
    expect(await schedule.locator('tbody tr').count()).toBe(12);
    for (const value of await schedule.locator('tbody td[data-column="installment"], tbody td[data-column="balance"]').allInnerTexts()) rupiahValue(value);
    await shoot(page, 'finance-simulation');

    await page.getByRole('link', { name: 'Ajukan dengan angka ini' }).click();
    await page.waitForURL(/\/layanan-keuangan\/pengajuan\/baru\?/);
    applied.wizardQuery = new URL(page.url()).search;
    expect(new URLSearchParams(applied.wizardQuery).get('jumlah')).toBe(String(maxAmount));
  });

  it('the civil servant applies through the three steps, sees A1 with the bank number and finds it in the history', async () => {
    expect(applied.wizardQuery).not.toBe('');
    const page = await userPage(`/layanan-keuangan/pengajuan/baru${applied.wizardQuery}`);
    const step1 = page.getByTestId('wizard-loan');
    await step1.waitFor();
    await expectRed(page);
    const applicant = page.getByTestId('applicant');
    expect(await fact(applicant, 'NIP').innerText()).toBe(USER_NIP);
    applied.private = [await fact(applicant, 'Nama').innerText(), await fact(applicant, 'Unit kerja').innerText(), await fact(applicant, 'Golongan - pangkat').innerText()].filter((v) => v.length > 3);
    expect(await step1.getByLabel('Jumlah pinjaman (Rp)').inputValue()).toMatch(/^\d+$/);
    await expect.poll(() => page.getByTestId('loan-estimate').innerText()).toMatch(/Rp \d/);
    await shoot(page, 'finance-wizard-loan');
    await step1.getByRole('button', { name: 'Lanjut' }).click();

    const confirm = page.getByTestId('wizard-confirm');
    await confirm.waitFor();
    const amount = await fact(page.getByTestId('confirm-loan'), 'Jumlah').innerText();
    rupiahValue(amount);
    applied.private.push(amount, String(rupiahValue(amount)), String(SALARY));
    await expect.poll(() => fact(page.getByTestId('confirm-loan'), 'Angsuran per bulan').innerText()).toMatch(/^Rp \d/);
    await page.getByTestId('consent').check();
    await shoot(page, 'finance-wizard-confirm');
    const sent = waitForApi(page, 'POST', /\/api\/layanan-keuangan\/pengajuan$/);
    await confirm.getByRole('button', { name: 'Kirim Pengajuan' }).click();
    expect((await sent).status()).toBe(201);

    const done = page.getByTestId('wizard-sent');
    await done.waitFor();
    applied.bankNumber = await done.getByTestId('bank-number').innerText();
    expect(applied.bankNumber).toMatch(/^BJ-\d{4}-\d{6}$/);
    expect(await done.locator('[data-status]').innerText()).toBe('Review Dokumen');
    await expectRed(page);
    await shoot(page, 'finance-wizard-sent');

    await done.getByRole('link', { name: 'Lihat Pengajuan Saya' }).click();
    const row = page.getByTestId('loan-history').locator('tbody tr').filter({ hasText: applied.bankNumber });
    await row.waitFor();
    expect(await row.locator('[data-status]').getAttribute('data-status')).toBe('A1');
    expect(await row.locator('[data-status]').innerText()).toBe('Review Dokumen');
    await expectRed(page);
    await shoot(page, 'finance-history');
  });

  it('an admin sees the bank calls just made, with the NIP and no name, salary, amount or SIASN data', async () => {
    expect(applied.bankNumber).not.toBe('');
    const page = await b.newPage(await b.signedInState({ provider: 'SIMASTER', username: 'admin' }));
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(url('/layanan-keuangan/logs'));
    const log = page.getByTestId('bank-call-log');
    const cell = (text: string) => page.getByRole('cell', { name: text, exact: true });
    const rows = log.locator('tbody tr');
    const filed = rows.filter({ has: cell('POST') }).filter({ has: cell('/applications') }).filter({ has: cell(USER_NIP) });
    await filed.first().waitFor();
    expect(await filed.first().locator('[data-outcome]').getAttribute('data-outcome')).toBe('ok');
    expect(await rows.filter({ has: cell('/simulations') }).count()).toBeGreaterThan(0);
    await expectRed(page);
    const text = await page.locator('body').innerText();
    for (const secret of applied.private) expect(text).not.toContain(secret);
    await shoot(page, 'finance-bank-logs');
  });

  it('a PTPK account opens the wizard and is told why it cannot apply, without the form', async () => {
    const page = await b.newPage(await b.signedInState({ provider: 'PTTPK', username: 'pttpk' }));
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(url('/layanan-keuangan/pengajuan/baru?jenis=KPR'));
    await page.getByTestId('not-asn').waitFor();
    expect(await page.getByRole('heading', { name: 'Pengajuan hanya untuk ASN' }).count()).toBe(1);
    expect(await page.getByTestId('wizard-loan').count()).toBe(0);
    await expectRed(page);
    await shoot(page, 'finance-not-asn');
  });
});
