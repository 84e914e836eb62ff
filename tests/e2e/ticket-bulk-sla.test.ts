// Issue 11, staff tools on the ticket list in real Chromium, signed in through the identity
// sandbox: an admin assigns ticked tickets to an agent in one confirmation, the agent is told
// which ticked ticket is not theirs and then moves their own along, due markers ("Jatuh tempo",
// "Terlambat") in rows and in the ticket header, and the due filter kept in the URL.
// Screenshots at 1366 and 390 px; at 390 px nothing scrolls sideways, the table included.
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, url, type Page } from './support/browser';
import { animationsDone, dialog, pickSelectOption, useActors, waitForApi } from './support/tickets';

const actors = useActors();
const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const TITLE = `Berkas mutasi ${RUN}`;
const AGENT_NAME = 'Budi Santoso, S.E.';
let numbers: string[] = [];

interface Created {
  id: number;
  number: string;
}

async function shoot(page: Page, name: string) {
  for (const width of [1366, 390] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    if (width === 390) {
      // Neither the page nor the table's own scroller is wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      const table = page.getByTestId('ticket-table').locator(':has(> table)');
      if (await table.count()) expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    }
    await screenshot(page, `ticket-bulk-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const rows = (page: Page) => page.getByTestId('ticket-table').locator('tr[data-row-key]');
const rowOf = (page: Page, number: string) => rows(page).filter({ hasText: number });
const tick = (page: Page, number: string) => page.getByRole('checkbox', { name: `Pilih tiket ${number}` }).check();

async function openRun(page: Page) {
  await page.goto(url(`/tickets?search=${encodeURIComponent(TITLE)}`));
  await expect.poll(() => rows(page).count()).toBe(4);
}

/** Opens a bulk action's dialog and picks its value. */
async function bulkDialog(page: Page, action: string, label: string, option: string) {
  await page.getByTestId('bulk-actions').getByRole('button', { name: action }).click();
  const modal = dialog(page, action);
  await modal.waitFor();
  await animationsDone(page);
  await pickSelectOption(page, modal.locator('.ant-select'), option);
  expect(await modal.getByRole('combobox', { name: label }).count()).toBe(1);
  return modal;
}

beforeAll(async () => {
  const admin = await actors.as('admin');
  const user = await actors.as('user');
  // A sub-category whose tickets are due 10 hours after they were asked: new ones are "due soon".
  const categories = (await (await admin.request.get(url('/api/references/categories'))).json()) as { id: number }[];
  const sub = await admin.request.post(url('/api/ref/sub-categories'), {
    data: { category_id: categories[0].id, name: `Target 10 jam ${RUN}`, duration_target_hours: 10 },
  });
  expect(sub.status()).toBe(201);
  const { id: subCategoryId } = (await sub.json()) as { id: number };
  for (let i = 1; i <= 4; i += 1) {
    const created = await user.request.post(url('/api/tickets'), {
      data: { title: `${TITLE} nomor ${i}`, description: 'Mohon dicek berkas mutasi saya.', sub_category_id: subCategoryId },
    });
    expect(created.status()).toBe(201);
    numbers.push(((await created.json()) as Created).number);
  }
  numbers = numbers.sort();
});

describe('bulk actions and due times', () => {
  it('an admin assigns three ticked tickets to an agent after a confirmation naming how many', async () => {
    const page = await actors.as('admin');
    await page.setViewportSize({ width: 1366, height: 900 });
    await openRun(page);
    // Due in 10 hours: every row says so, in orange.
    for (const number of numbers) {
      const marker = rowOf(page, number).getByTestId('due-marker');
      expect(await marker.innerText()).toMatch(/^Jatuh tempo (10|9) jam lagi$/);
      expect(await marker.getAttribute('data-due')).toBe('soon');
    }
    const [first, second, third] = numbers;
    for (const number of [first, second, third]) await tick(page, number);
    expect(await page.getByTestId('bulk-actions').innerText()).toContain('3 tiket dipilih');
    await shoot(page, 'selected');

    const modal = await bulkDialog(page, 'Tetapkan agen', 'Agen', AGENT_NAME);
    await modal.getByText(`3 tiket akan ditugaskan kepada ${AGENT_NAME}`).waitFor();
    await shoot(page, 'confirm');
    const sent = waitForApi(page, 'POST', /\/api\/tickets\/bulk$/);
    await modal.getByRole('button', { name: 'Ubah 3 tiket' }).click();
    const response = await sent;
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ updated: 3 });
    expect(response.request().postDataJSON()).toMatchObject({ action: 'assign' });
    await page.getByText('3 tiket diperbarui').waitFor();
    await modal.waitFor({ state: 'hidden' });
    for (const number of [first, second, third]) await expect.poll(() => rowOf(page, number).innerText()).toContain(AGENT_NAME);
    expect(await rowOf(page, numbers[3]).innerText()).toContain('Belum ditugaskan');
    expect(await page.getByTestId('bulk-actions').count()).toBe(0);
  });

  it('the agent is told which ticked ticket is not theirs, then moves their own to Dikerjakan', async () => {
    const page = await actors.as('agent');
    await page.setViewportSize({ width: 1366, height: 900 });
    await openRun(page);
    for (const number of numbers) await tick(page, number);
    // Assigning belongs to admins.
    expect(await page.getByTestId('bulk-actions').getByRole('button', { name: 'Tetapkan agen' }).count()).toBe(0);

    const modal = await bulkDialog(page, 'Ubah status', 'Status baru', 'Dikerjakan');
    await modal.getByText(`Tidak dapat Anda ubah: ${numbers[3]}. Hapus dari pilihan untuk melanjutkan.`).waitFor();
    expect(await modal.getByTestId('bulk-question').count()).toBe(0);
    await shoot(page, 'refused');
    await modal.getByRole('button', { name: 'Batal' }).click();
    await modal.waitFor({ state: 'hidden' });

    await page.getByRole('checkbox', { name: `Pilih tiket ${numbers[3]}` }).uncheck();
    const again = await bulkDialog(page, 'Ubah status', 'Status baru', 'Dikerjakan');
    await again.getByText('Status 3 tiket akan diubah menjadi Dikerjakan').waitFor();
    const sent = waitForApi(page, 'POST', /\/api\/tickets\/bulk$/);
    await again.getByRole('button', { name: 'Ubah 3 tiket' }).click();
    expect((await sent).status()).toBe(200);
    await page.getByText('3 tiket diperbarui').waitFor();
    for (const number of numbers.slice(0, 3)) {
      await expect.poll(() => rowOf(page, number).locator('td[data-column=status] [data-status]').getAttribute('data-status')).toBe('DIKERJAKAN');
    }
    await shoot(page, 'done');

    // The ticket header carries the same marker.
    await rowOf(page, numbers[0]).locator('td[data-column=status] [data-status]').click();
    await page.getByTestId('ticket-number').waitFor();
    expect(await page.getByTestId('due-marker').innerText()).toMatch(/^Jatuh tempo (10|9) jam lagi$/);
    await shoot(page, 'detail');
  });

  it('the due filter shows overdue tickets in red and stays in the URL', async () => {
    const page = await actors.as('agent');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(url('/tickets'));
    await rows(page).first().waitFor();
    await page.getByRole('button', { name: /Filter lanjutan/ }).click();
    const panel = page.getByTestId('advanced-filters');
    await panel.waitFor();
    // The list asked for with the filter (a refetch of the unfiltered list may come first).
    const listed = page.waitForResponse((r) => r.request().method() === 'GET' && /\/api\/tickets$/.test(new URL(r.url()).pathname) && new URL(r.url()).searchParams.get('due') === 'overdue');
    await panel.getByRole('combobox', { name: 'Jatuh tempo' }).click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="Terlambat"]').click();
    expect(new URL((await listed).url()).searchParams.get('due')).toBe('overdue');
    await expect.poll(() => new URL(page.url()).searchParams.get('due')).toBe('overdue');
    // The demo tickets asked days ago and still open are past their targets.
    await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
    const markers = rows(page).getByTestId('due-marker');
    expect(await markers.count()).toBe(await rows(page).count());
    for (const text of await markers.allInnerTexts()) expect(text).toMatch(/^Terlambat \d+ (menit|jam|hari)$/);
    await shoot(page, 'overdue');

    await page.reload();
    await page.getByTestId('advanced-filters').waitFor();
    expect(new URL(page.url()).searchParams.get('due')).toBe('overdue');
  });
});
