// Issue 31 in real Chromium against the running portal and its SIASN sandbox: a civil servant's
// proposal is sent back for its documents ("Perbaikan Dokumen"), the card says so and carries
// "Unggah ulang dokumen", and the new PDF puts it back at Input Berkas; a slow SIASN says so after
// 3 s and can be cancelled; a PTTPK account on the personnel pages gets the way forward.
import { afterAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser, newContext, signedInState, url, type Page } from './support/browser';
import { shoot } from './support/community';
import { pdfFile as pdf } from './support/pdf-file';
import { useActors } from './support/tickets';

const actors = useActors();
const NOTE = `Ejaan nama berbeda dengan KTP ${Date.now().toString(36)}`;

/** A control route of the SIASN sandbox (a test control, not protocol): POST with a body, DELETE without. */
async function sandboxControl(path: string, body?: unknown) {
  const sandbox = process.env.E2E_SIASN_SANDBOX_URL;
  if (!sandbox) throw new Error('run through scripts/test.mjs: E2E_SIASN_SANDBOX_URL is needed');
  const res = await fetch(`${sandbox}/__control/${path}`, { method: body === undefined ? 'DELETE' : 'POST', headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  expect(res.status).toBe(200);
}

afterAll(() => sandboxControl('faults'));

/** Reloads the inbox until the proposal with NOTE shows `status` (the portal asks SIASN again after 30 s). */
async function proposalAt(page: Page, status: string) {
  const card = page.getByTestId('usulan-row').filter({ hasText: NOTE });
  await expect
    .poll(
      async () => {
        await page.reload();
        await card.first().waitFor();
        return card.getByTestId('usulan-status').textContent();
      },
      { timeout: 70_000, interval: 5_000 },
    )
    .toBe(status);
  return card;
}

describe('a proposal SIASN sent back', () => {
  it('is fixed by re-uploading its document', async () => {
    const page = await actors.as('user');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(url('/pemutakhiran-data/usulan-siasn/inbox-usulan'));
    await (await hydrated(page.getByTestId('ajukan-usulan'))).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Jenis usulan').selectOption({ label: 'Perbaikan Nama' });
    await drawer.getByLabel('Nama baru (tanpa gelar)').fill('Siti Aminah Rahmawati');
    await drawer.getByLabel('Keterangan').fill(NOTE);
    await drawer.locator('input[type=file]').setInputFiles(pdf('ktp'));
    await drawer.getByRole('button', { name: 'Kirim usulan' }).click();
    await page.getByText('Usulan dikirim ke SIASN').waitFor();

    // SIASN sends it back (the sandbox on command, for this proposal only).
    const rows = await page.evaluate(async () => (await (await fetch('/helpdesk/api/layanan/siasn')).json()) as { rows: { id: string; keterangan: string }[] });
    const mine = rows.rows.find((row) => row.keterangan === NOTE);
    expect(mine).toBeDefined();
    await sandboxControl('usulan/advance', { id: mine!.id, status: 5 });
    const card = await proposalAt(page, 'Perbaikan Dokumen');
    await card.getByTestId('usulan-sent-back').waitFor();
    await card.scrollIntoViewIfNeeded();
    await shoot(page, 'usulan-sent-back');

    await card.getByRole('button', { name: 'Unggah ulang dokumen' }).click();
    const form = page.getByTestId('usulan-resend-form');
    await form.waitFor();
    await form.locator('input[type=file]').setInputFiles(pdf('ktp-terbaca'));
    await form.getByText('ktp-terbaca.pdf').waitFor();
    await shoot(page, 'usulan-resend-drawer');
    await form.getByRole('button', { name: 'Kirim dokumen' }).click();
    await page.getByText('Dokumen perbaikan dikirim ke SIASN. Usulan kembali diperiksa instansi.').waitFor();
    const resent = page.getByTestId('usulan-row').filter({ hasText: NOTE });
    await expect.poll(() => resent.getByTestId('usulan-status').textContent(), { timeout: 15_000 }).toBe('Input Berkas');
    expect(await resent.getByTestId('usulan-sent-back').count()).toBe(0);
    await resent.scrollIntoViewIfNeeded();
    await shoot(page, 'usulan-resent');
  });
});

describe('Ubah Biodata and Kesehatan data', () => {
  it('shows SIASN\'s value under each field, marks a change, and notes a differing sign-in e-mail without a fix', async () => {
    const page = await actors.as('user');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(url('/pemutakhiran-data/ubah-data'));
    const hp = page.getByTestId('biodata-field-noHp');
    await hp.waitFor();
    expect(await hp.textContent()).toContain('Di SIASN:');
    await hp.getByRole('textbox').fill('081299990000');
    expect(await hp.getAttribute('data-changed')).toBe('true');
    await shoot(page, 'biodata-form-changed');
    await page.goto(url('/pemutakhiran-data/kesehatan-data'));
    await page.getByTestId('record-health-summary').or(page.getByTestId('record-health-complete')).first().waitFor();
    await shoot(page, 'record-health-notes');
  });
});

describe('a slow SIASN', () => {
  it('says so after 3 s, keeps waiting, and can be cancelled and tried again', async () => {
    const page = await actors.as('user2');
    await page.setViewportSize({ width: 1366, height: 900 });
    // Data utama first, so that only the section's own read is slow.
    await page.goto(url('/pemutakhiran-data/data-utama'));
    await page.getByTestId('section-content').getByText('NIP', { exact: false }).first().waitFor();
    await sandboxControl('faults', { latencyMs: 15_000, pathPrefix: '/pns/rw-penghargaan' });
    await page.getByRole('navigation', { name: 'Bagian data kepegawaian' }).getByRole('link', { name: 'Penghargaan' }).click();
    const waiting = page.getByTestId('siasn-waiting');
    await waiting.waitFor();
    expect(await page.getByTestId('siasn-slow').count()).toBe(0);
    await page.getByTestId('siasn-slow').waitFor({ timeout: 6_000 });
    await shoot(page, 'siasn-slow');
    await page.getByRole('button', { name: 'Batalkan' }).click();
    await page.getByTestId('siasn-cancelled').waitFor();
    await shoot(page, 'siasn-cancelled');
    await sandboxControl('faults');
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    await page.getByTestId('siasn-waiting').waitFor({ state: 'detached', timeout: 30_000 });
    expect(await page.getByTestId('siasn-cancelled').count()).toBe(0);
  });
});

describe('an account without a NIP', () => {
  it('gets the reason and the way forward on the personnel pages', async () => {
    const browser = await launchBrowser();
    try {
      const context = await newContext(browser, await signedInState(browser, { provider: 'PTTPK', username: 'pttpk' }));
      const page = await context.newPage();
      await page.goto(url('/pemutakhiran-data/data-utama'));
      const guide = page.getByTestId('no-nip-record');
      await guide.waitFor();
      expect(await guide.textContent()).toContain('Anda masuk dengan akun PTTPK');
      await guide.getByRole('link', { name: 'Buat tiket' }).waitFor();
      await shoot(page, 'personnel-no-nip');
    } finally {
      await browser.close();
    }
  });
});
