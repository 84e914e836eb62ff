// Ticket story, step 1 (tests/e2e/support/ticket-story.ts): the user asks through the create form
// and lands on the new ticket, Diajukan and unassigned.
import { expect, it } from 'vitest';
import { screenshot, url } from './support/browser';
import { closeMenu, DESCRIPTION, TITLE, toastsGone } from './support/ticket-story';
import { animationsDone, expectHeaderStatus, infoValue, openActions, ticketIdOf, useActors, waitForApi } from './support/tickets';

const actors = useActors();

it('user asks: live suggestions, sub-category, markdown preview, submit -> Diajukan', async () => {
  const page = await actors.as('user');
  await page.goto(url('/tickets/create'));
  const title = page.getByLabel('Judul');
  await title.waitFor();

  // Typing a title asks for suggestions after the debounce; the pinned demo ticket about
  // kenaikan pangkat is published, so it is offered.
  const suggested = waitForApi(page, 'GET', /\/api\/recommendations\/tickets$/);
  await title.fill(TITLE);
  expect((await suggested).status()).toBe(200);
  const suggestions = page.getByTestId('ticket-suggestions');
  await suggestions.getByRole('link', { name: 'Usulan kenaikan pangkat April belum diproses' }).waitFor();
  expect(await suggestions.getByText('Mungkin pertanyaan Anda sudah terjawab').isVisible()).toBe(true);

  await page.getByLabel('Sub-kategori').selectOption({ label: 'Kenaikan Pangkat' });

  const description = page.getByRole('textbox', { name: 'Deskripsi' });
  await description.fill(DESCRIPTION);
  // Pratinjau renders through POST /markdown (server-sanitized HTML).
  const rendered = waitForApi(page, 'POST', /\/api\/markdown$/);
  await page.getByRole('tab', { name: 'Pratinjau' }).click();
  expect((await rendered).status()).toBe(200);
  const preview = page.getByTestId('markdown-preview');
  await preview.locator('strong', { hasText: 'kenaikan pangkat pilihan' }).waitFor();
  expect(await preview.locator('li').allInnerTexts()).toEqual(['Berkas apa saja yang perlu disiapkan?', 'Kapan batas waktu pengusulannya?']);
  await page.getByRole('tab', { name: 'Tulis' }).click();
  expect(await description.inputValue()).toBe(DESCRIPTION);
  await animationsDone(page);
  await screenshot(page, 'story-create');

  const created = waitForApi(page, 'POST', /\/api\/tickets$/);
  await page.getByRole('button', { name: 'Kirim Tiket' }).click();
  expect((await created).status()).toBe(201);
  await page.waitForURL((u) => /\/tickets\/\d+$/.test(u.pathname));
  await page.getByTestId('ticket-number').waitFor();
  expect(ticketIdOf(page)).toBeGreaterThan(0);
  expect((await page.getByTestId('ticket-number').innerText()).trim()).not.toBe('');

  expect(await page.getByRole('heading', { level: 3, name: TITLE }).isVisible()).toBe(true);
  await expectHeaderStatus(page, 'DIAJUKAN', 'Diajukan');
  const body = page.getByTestId('ticket-description');
  expect(await body.locator('strong').innerText()).toBe('kenaikan pangkat pilihan');
  expect(await infoValue(page, 'Kategori').innerText()).toBe('Kepangkatan dan Jabatan / Kenaikan Pangkat');
  expect(await infoValue(page, 'Agen').innerText()).toBe('Belum ditugaskan');
  expect(await page.getByText('Belum ada komentar.').isVisible()).toBe(true);
  await page.getByText('membuat tiket').waitFor();
  await toastsGone(page);
  await screenshot(page, 'story-detail-new');
  // The requester's own menu: no staff actions.
  const menu = await openActions(page);
  expect(menu).toEqual(expect.arrayContaining(['Ubah judul', 'Ubah deskripsi', 'Hapus']));
  expect(menu).not.toContain('Ubah status');
  expect(menu).not.toContain('Ubah agen');
  await closeMenu(page);
});
