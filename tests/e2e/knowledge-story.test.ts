// Knowledge and administration in real Chromium: admin curates reference data and an FAQ, a user
// sees the FAQ suggested while typing a title, an agent answers with a saved reply, two users
// exchange a private message in the blue mail area, and a role change shows after signing in again.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { hydrated, screenshot, url, type Page } from './support/browser';
import { commentWith, pickSelectOption, sendHeldNow, useActors, waitForApi } from './support/tickets';

const actors = useActors();
const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const CATEGORY = `Cuti Pegawai ${RUN}`;
const SUB_CATEGORY = `Cuti Tahunan ${RUN}`;
const FAQ = `Cuti ${RUN}`;
const QUESTION = `Bagaimana cara mengajukan cuti tahunan pegawai ${RUN}`;
const ANSWER = 'Ajukan cuti tahunan melalui **atasan langsung** paling lambat tujuh hari sebelumnya.';
const REPLY_TITLE = `Balasan kenaikan pangkat ${RUN}`;
const REPLY = `Berkas usulan sudah kami teruskan ke bidang mutasi (${RUN}).`;
const SUBJECT = `Jadwal konsultasi ${RUN}`;

/** The open antd modal titled `title`. */
const modal = (page: Page, title: string) => page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

async function addRef(page: Page, tab: string, title: string, fill: (m: ReturnType<typeof modal>) => Promise<void>, path: RegExp) {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await page.getByRole('button', { name: title }).click();
  const m = modal(page, title);
  await m.waitFor();
  await fill(m);
  const created = waitForApi(page, 'POST', path);
  await m.getByRole('button', { name: 'Simpan' }).click();
  expect((await created).status()).toBe(201);
  await m.waitFor({ state: 'hidden' });
}

describe('knowledge story: references, FAQ suggestion, saved reply, mail, role change', () => {
  // Other browser test files share this portal and expect user2 to be a plain user.
  afterAll(async () => {
    const admin = await actors.as('admin');
    const found: { id: number; username: string }[] = await (await admin.request.get(url('/api/users/search/user2'))).json();
    const user2 = found.find((u) => u.username === 'user2');
    if (user2) await admin.request.patch(url(`/api/users/${user2.id}`), { data: { role: 'user' } });
  });

  let broken = false;
  beforeEach(({ skip, onTestFailed }) => {
    if (broken) skip();
    onTestFailed(() => {
      broken = true;
    });
  });

  it('admin creates a category, a sub-category, an FAQ and its question', async () => {
    const page = await actors.as('admin');
    await page.goto(url('/admin/references'));
    await page.getByTestId('ref-table-status').waitFor();

    await addRef(page, 'Kategori', 'Tambah Kategori', (m) => m.getByLabel('Nama').fill(CATEGORY), /\/api\/ref\/categories$/);
    await page.getByTestId('ref-table-categories').getByRole('cell', { name: CATEGORY, exact: true }).waitFor();
    await addRef(page, 'Sub-kategori', 'Tambah Sub-kategori', async (m) => {
      await pickSelectOption(page, m.locator('.ant-select'), CATEGORY, RUN);
      await m.getByLabel('Nama').fill(SUB_CATEGORY);
    }, /\/api\/ref\/sub-categories$/);
    await page.getByTestId('ref-table-sub-categories').getByRole('cell', { name: SUB_CATEGORY, exact: true }).waitFor();
    await addRef(page, 'FAQ', 'Tambah FAQ', (m) => m.getByLabel('Nama').fill(FAQ), /\/api\/ref\/faqs$/);
    await addRef(page, 'Sub-FAQ', 'Tambah Sub-FAQ', async (m) => {
      await pickSelectOption(page, m.locator('.ant-select'), FAQ, RUN);
      await m.getByLabel('Pertanyaan').fill(QUESTION);
      await m.getByRole('textbox', { name: 'Jawaban' }).fill(ANSWER);
    }, /\/api\/ref\/sub-faqs$/);
    await page.getByTestId('ref-table-sub-faqs').getByRole('cell', { name: QUESTION, exact: true }).waitFor();
    await screenshot(page, 'knowledge-references');
  });

  it('user sees the new FAQ suggested while typing a ticket title', async () => {
    const page = await actors.as('user');
    await page.goto(url('/tickets/create'));
    const title = page.getByLabel('Judul');
    await title.waitFor();
    await title.fill(QUESTION);
    const suggestions = page.getByTestId('ticket-suggestions');
    await suggestions.getByText(QUESTION).waitFor();
    await screenshot(page, 'knowledge-faq-suggested');
  });

  it('agent saves a reply and answers a published ticket with it', async () => {
    const page = await actors.as('agent');
    await page.goto(url('/saved-replies'));
    await page.getByRole('button', { name: 'Tambah balasan' }).click();
    const m = modal(page, 'Tambah balasan');
    await m.getByLabel('Judul').fill(REPLY_TITLE);
    await m.getByRole('textbox', { name: 'Isi balasan' }).fill(REPLY);
    const saved = waitForApi(page, 'POST', /\/api\/saved-replies$/);
    await m.getByRole('button', { name: 'Simpan' }).click();
    expect((await saved).status()).toBe(201);
    await page.getByRole('cell', { name: REPLY_TITLE, exact: true }).waitFor();

    const id = await page.evaluate(async () => {
      const res = await fetch('/helpdesk/api/tickets?published=true&limit=1');
      return ((await res.json()) as { data: { id: number }[] }).data[0].id;
    });
    await page.goto(url(`/tickets/${id}`));
    await page.getByTestId('new-comment').waitFor();
    // The ticket page's HTML comes before its scripts: a click before hydration would be lost.
    await (await hydrated(page.getByRole('button', { name: 'Sisipkan balasan tersimpan' }))).click();
    await page.getByTestId('saved-reply-picker').getByText(REPLY_TITLE).click();
    expect(await page.getByRole('textbox', { name: 'Kirim Komentar' }).inputValue()).toBe(REPLY);
    const sent = waitForApi(page, 'POST', /\/api\/tickets\/\d+\/comments$|\/api\/comments$/);
    await page.getByRole('button', { name: 'Kirim Komentar' }).click();
    await sendHeldNow(page);
    expect((await sent).status()).toBe(201);
    await commentWith(page, RUN).waitFor();
  });

  it('user writes to user2 in the mail area, user2 reads it there (blue theme)', async () => {
    const page = await actors.as('user');
    await page.goto(url('/mail'));
    expect(await page.locator('[data-area-theme]').first().getAttribute('data-area-theme')).toBe('blue');
    await page.getByRole('button', { name: 'Tulis pesan' }).click();
    const m = modal(page, 'Tulis pesan');
    // The options carry an avatar and the username, so they are picked by their text.
    await m.locator('.ant-select').click();
    await m.locator('.ant-select input').fill('user2');
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: 'Agus Prasetyo' }).click();
    await m.getByLabel('Subjek').fill(SUBJECT);
    await m.getByRole('textbox', { name: 'Isi pesan' }).fill('Apakah Bapak bisa hadir **Senin** pukul 09.00?');
    await screenshot(page, 'knowledge-mail-compose'); // the editor drawn by the shell's variables inside a dialog
    const sent = waitForApi(page, 'POST', /\/api\/private-messages$/);
    await m.getByRole('button', { name: 'Kirim' }).click();
    expect((await sent).status()).toBe(201);
    await page.waitForURL((u) => /\/mail\/\d+$/.test(u.pathname));

    const other = await actors.as('user2');
    await other.goto(url('/mail'));
    await other.getByRole('link', { name: SUBJECT }).click();
    await other.waitForURL((u) => /\/mail\/\d+$/.test(u.pathname));
    expect(await other.getByTestId('mail-subject').innerText()).toBe(SUBJECT);
    expect(await other.getByTestId('mail-content').locator('strong').innerText()).toBe('Senin');
    expect(await other.locator('[data-area-theme]').first().getAttribute('data-area-theme')).toBe('blue');
    await screenshot(other, 'knowledge-mail-read');
  });

  it('admin makes user2 an agent; user2 sees Dasbor on the next page, without signing in again', async () => {
    const admin = await actors.as('admin');
    await admin.goto(url('/admin/users'));
    const search = admin.getByPlaceholder('Cari nama, nama pengguna atau NIP');
    await search.fill('user2');
    await search.press('Enter');
    const row = admin.getByTestId('user-table').locator('tr', { hasText: 'user2' });
    await row.waitFor();
    await row.getByRole('combobox', { name: /^Ubah peran / }).selectOption({ label: 'Agen' });
    const changed = waitForApi(admin, 'PATCH', /\/api\/users\/\d+$/);
    await admin.locator('.ant-modal-confirm').getByRole('button', { name: 'Simpan' }).click();
    expect((await changed).status()).toBe(200);

    // The role counts from the next request (docs/auth.md): the page's session is read on the
    // server with the current role, so the menu follows at once.
    const page = await actors.as('user2');
    await page.goto(url('/'));
    await page.locator('.app-header .main-nav').getByRole('link', { name: 'Dasbor' }).waitFor();
    await screenshot(page, 'knowledge-user2-agent');
  });
});
