// Issue 14 in real Chromium against the running portal, its job worker and the SIASN sandbox: an
// admin syncs a KP period, watches the progress bar move, downloads the list and reads the
// file's first rows; the job is on Proses Latar.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { hydrated, screenshot, url, type Page } from './support/browser';
import { useActors } from './support/tickets';

const actors = useActors();
const PERIODE = '2026-04-01';

async function sandboxFault(body: unknown) {
  const sandbox = process.env.E2E_SIASN_SANDBOX_URL;
  if (!sandbox) throw new Error('run through scripts/test.mjs: E2E_SIASN_SANDBOX_URL is needed');
  const res = await fetch(`${sandbox}/__control/faults`, { method: body ? 'POST' : 'DELETE', headers: { 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
  expect(res.status).toBe(200);
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The "n dari m baris" under the job's bar, as numbers. */
async function progressOf(page: Page): Promise<{ done: number; total: number } | null> {
  const text = (await page.getByTestId('job-progress-bar').first().textContent()) ?? '';
  const match = /([\d.]+) dari ([\d.]+) baris/.exec(text);
  return match ? { done: Number(match[1].replaceAll('.', '')), total: Number(match[2].replaceAll('.', '')) } : null;
}

describe('personnel administration', () => {
  it('an admin syncs a KP period with a moving progress bar, downloads the list and reads its first rows', async () => {
    const page = await actors.as('admin');
    await page.setViewportSize({ width: 1366, height: 900 });
    // Each page of the KP list answers a little late, so the sync lasts a few seconds.
    await sandboxFault({ latencyMs: 250, pathPrefix: '/pns/list-kp-instansi' });
    try {
      await page.goto(url(`/layanan-siasn/kp?periode=${PERIODE}`));
      await page.getByTestId('pipeline-synced-at').waitFor();
      // Rendered on the server: the button works once React has taken the page over.
      await (await hydrated(page.getByRole('button', { name: 'Sinkronkan dari SIASN' }))).click();
      await page.getByTestId('job-progress-bar').first().waitFor();
      // The bar moves: two readings while it runs, the second further on.
      let first: { done: number; total: number } | null = null;
      await expect.poll(async () => (first = await progressOf(page)) && first.done > 0, { timeout: 30_000, interval: 200 }).toBeTruthy();
      await screenshot(page, 'personnel-admin-kp-sync-running');
      await expect.poll(async () => ((await progressOf(page))?.done ?? 0) > (first?.done ?? 0), { timeout: 30_000, interval: 200 }).toBe(true);
      await sandboxFault(null);
      await expect.poll(async () => (await progressOf(page))?.done === (await progressOf(page))?.total, { timeout: 60_000, interval: 500 }).toBe(true);
    } finally {
      await sandboxFault(null);
    }
    const total = (await progressOf(page))?.total ?? 0;
    expect(total).toBeGreaterThan(1000);
    await page.getByRole('row').nth(1).waitFor();
    await shoot(page, 'personnel-admin-kp-list');
    // Issue 31: the server renders the list's first page, so the rows are there before any script.
    const html = await (await page.request.get(url(`/layanan-siasn/kp?periode=${PERIODE}`))).text();
    expect(html.match(/<tr[^>]*data-row-key=/g)).toHaveLength(20);

    const href = await page.getByRole('link', { name: 'Unduh xlsx' }).getAttribute('href');
    expect(href).toContain(`/api/siasn/ws/admin/kp/download?`);
    const file = await page.request.get(new URL(String(href), page.url()).toString());
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toContain(`kp-${PERIODE}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await file.body()) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'NIP', 'Nama', 'Golongan Baru', 'Jenis KP', 'TMT KP', 'Status Usulan', 'Unit Kerja', 'Nomor SK', 'Tanggal SK', 'Gaji Pokok Lama', 'Gaji Pokok Baru', 'Masa Kerja (Tahun)', 'Masa Kerja (Bulan)']);
    expect(sheet.rowCount).toBe(total + 1);
    const second = sheet.getRow(2).values as unknown[];
    expect(String(second[1])).toMatch(/^\d{18}$/);
    expect(String(second[2]).length).toBeGreaterThan(3);
    expect(second[5]).toBeInstanceOf(Date);
    // The same person is in the table the admin sees.
    await page.getByLabel('Cari NIP atau nama').fill(String(second[1]));
    await page.getByRole('row').filter({ hasText: String(second[2]) }).first().waitFor();

    await page.goto(url('/layanan-siasn/jobs'));
    await page.getByRole('row').filter({ hasText: 'Sinkronisasi KP' }).first().waitFor();
    await shoot(page, 'personnel-admin-jobs');
  });

  it('an admin copies the employee list from BKD, reads the report and the reconciliation of MFA', async () => {
    const page = await actors.as('admin');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(url('/layanan-siasn/laporan-pegawai'));
    await page.getByRole('button', { name: 'Sinkronkan dari BKD' }).click();
    await page.getByTestId('job-progress').getByText('Selesai').waitFor({ timeout: 60_000 });
    await page.getByRole('row').nth(1).waitFor();
    await shoot(page, 'personnel-admin-employees');
    await page.goto(url('/rekon'));
    await page.getByTestId('rekon-mfa-totals').waitFor();
    await shoot(page, 'personnel-admin-rekon');
  });
});
