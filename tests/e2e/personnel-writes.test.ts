// Issue 13 in real Chromium against the running portal and its SIASN sandbox: a civil servant adds
// a training entry, uploads its certificate (the progress bar shows), sees it in Diklat/Kursus and
// opens it; proposes a name correction and follows it in the inbox; an admin finds all of it in
// the SIASN write log.
import { describe, expect, it } from 'vitest';
import { DEMO_NIP } from '../helpers/personnel-fixtures';
import { hydrated, screenshot, url, type Page } from './support/browser';
import { fillCourse, pdf, shownOrRefused } from './support/personnel-forms';
import { useActors } from './support/tickets';

const actors = useActors();
const COURSE = `Pelatihan Analisis Data Kepegawaian ${Date.now().toString(36)}`;

async function shoot(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function sandboxControl(path: string, body: unknown = {}) {
  const sandbox = process.env.E2E_SIASN_SANDBOX_URL;
  if (!sandbox) throw new Error('run through scripts/test.mjs: E2E_SIASN_SANDBOX_URL is needed');
  const res = await fetch(`${sandbox}/__control/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
}

describe('personnel writes', () => {
  it('a civil servant adds a course, uploads its certificate with progress, sees and opens it', async () => {
    const page = await actors.as('user2');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(url('/pemutakhiran-data/diklat'));
    await (await hydrated(page.getByRole('button', { name: 'Tambah Kursus' }))).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Tambah Kursus').first().waitFor();
    await fillCourse(drawer, page, { name: COURSE, certificate: 'SERT/E2E/2026/01', start: '10-08-2026', end: '13-08-2026', hours: '32' });
    await shoot(page, 'personnel-write-course-form');
    await drawer.getByTestId('record-submit').click();
    const row = page.getByRole('row').filter({ hasText: COURSE });
    await expect(shownOrRefused(page, row), 'the course was not saved').resolves.toBe('shown');

    await row.locator('input[type=file]').setInputFiles(pdf('sertifikat-kursus'));
    await page.getByTestId('upload-progress').waitFor({ state: 'visible' });
    await screenshot(page, 'personnel-write-upload-progress');
    const link = row.getByTestId('record-document-link');
    await link.waitFor();
    await shoot(page, 'personnel-write-course-listed');

    const href = await link.getAttribute('href');
    expect(href).toContain('/api/siasn/ws/download-dok?filePath=');
    const file = await page.request.get(new URL(String(href), page.url()).toString());
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect((await file.body()).toString('latin1')).toContain('sertifikat-kursus');
    // The link opens the file in a new tab, which asks for it and gets it. (The headless shell has no
    // PDF viewer and hands the PDF to its downloads: the tab fires no "load" and keeps its blank URL.)
    const asked = page.context().waitForEvent('request', (request) => request.url() === new URL(String(href), page.url()).toString());
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    const answer = await (await asked).response();
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['content-type']).toBe('application/pdf');
    await tab.close();
  });

  it('a civil servant proposes a name correction and follows it in the inbox', async () => {
    const page = await actors.as('user2');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(url('/pemutakhiran-data/usulan-siasn/inbox-usulan'));
    await (await hydrated(page.getByTestId('ajukan-usulan'))).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Ajukan usulan ke SIASN').first().waitFor();
    await drawer.getByLabel('Jenis usulan').selectOption({ label: 'Perbaikan Nama' });
    await drawer.getByLabel('Nama baru (tanpa gelar)').fill('Rahmat Hidayat Santoso');
    await drawer.getByLabel('Keterangan').fill('Ejaan nama pada SK CPNS berbeda dengan KTP');
    await drawer.locator('input[type=file]').setInputFiles(pdf('ktp'));
    await shoot(page, 'personnel-write-usulan-form');
    await drawer.getByRole('button', { name: 'Kirim usulan' }).click();
    await page.getByTestId('upload-progress').waitFor({ state: 'visible' });
    await page.getByRole('tab', { name: 'Perbaikan Nama' }).click();
    const proposal = page.getByTestId('usulan-row').filter({ hasText: 'Input Berkas' }).first();
    await proposal.waitFor();
    await shoot(page, 'personnel-write-usulan-inbox');

    // SIASN moves it on (the sandbox on command); the inbox reads SIASN again within 30 s.
    await sandboxControl('usulan/advance', { status: 12 });
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('tab', { name: 'Perbaikan Nama' }).click();
          await page.getByTestId('usulan-row').first().waitFor();
          return page.getByTestId('usulan-row').filter({ hasText: 'Terima Usulan' }).count();
        },
        { timeout: 60_000, interval: 5_000 },
      )
      .toBeGreaterThan(0);
    await shoot(page, 'personnel-write-usulan-moved');
  });

  it('an admin finds both writes in the SIASN log', async () => {
    const page = await actors.as('admin');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(url('/logs/siasn'));
    await page.getByRole('heading', { name: 'Log Penulisan SIASN' }).waitFor();
    await page.getByLabel('NIP', { exact: true }).fill(DEMO_NIP.user2);
    await page.getByLabel('NIP', { exact: true }).press('Enter');
    const rows = page.locator('.ant-table-row');
    await expect.poll(() => rows.filter({ hasText: 'Kursus' }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await rows.filter({ hasText: 'Perbaikan Nama' }).count()).toBeGreaterThan(0);
    await shoot(page, 'personnel-write-log');
    // Issue 31: an expanded write shows its request as labelled fields, the JSON only under "Detail teknis".
    await rows.filter({ hasText: 'Kursus' }).first().getByRole('button', { name: 'Perluas baris' }).click();
    const details = page.locator('[data-testid^=write-request-]').first();
    await details.waitFor();
    expect(await details.textContent()).not.toContain('{');
    await page.getByText('Detail teknis').first().waitFor();
    await shoot(page, 'personnel-write-log-expanded');
    await page.goto(url('/logs/siasn-calls'));
    await page.getByText('Status Token SIASN').waitFor();
    await shoot(page, 'personnel-write-call-log');
  });
});
