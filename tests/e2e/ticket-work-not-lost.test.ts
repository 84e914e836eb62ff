// Work is not lost, and fewer clicks (issue 11), in real Chromium: a reply survives a reload as a
// draft, leaving with it asks first, a pasted image is uploaded and its link inserted at the
// cursor, an agent takes the unassigned ticket in one click and finishes it while marking the
// answer. Reaction buttons pass axe.
// Screenshots at 390 and 1366 px: work-<screen>-<width>.png.
import { axe } from './support/axe';
import type { Dialog } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { TINY_PNG } from '../helpers/tiny-png';
import { screenshot, url, type Page } from './support/browser';
import { animationsDone, commentWith, expectHeaderStatus, infoValue, openTicket, sendHeldNow, useActors, waitForApi } from './support/tickets';

const actors = useActors();
const WIDTHS = [390, 1366] as const;
const REPLY = 'Berkas SK terakhir sudah saya unggah ke SIASN kemarin sore.';
const AGENT_NAME = 'Budi Santoso, S.E.';
let ticketId = 0;

const replyBox = (page: Page) => page.getByTestId('new-comment').getByRole('textbox');

/** Shots of the current page at both widths, ending at the laptop width. */
async function shots(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0)); // the sticky header stays on top in a full-page shot
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    await animationsDone(page);
    await screenshot(page, `work-${name}-${width}`);
  }
}

/** Reloads the page, accepting what the browser asks first; the types of those questions. */
async function reload(page: Page): Promise<string[]> {
  const asked: string[] = [];
  const accept = (dialog: Dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  };
  page.on('dialog', accept);
  try {
    await page.reload();
  } finally {
    page.off('dialog', accept);
  }
  return asked;
}

/** What a paste of a copied picture hands the page: a ClipboardEvent whose data holds the file. */
async function pastePng(page: Page, name: string) {
  await replyBox(page).evaluate(
    (area, { bytes, fileName }) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], fileName, { type: 'image/png' }));
      area.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { bytes: [...TINY_PNG], fileName: name },
  );
}

describe('work is not lost, fewer clicks', () => {
  let broken = false;
  beforeEach(({ skip, onTestFailed }) => {
    if (broken) skip();
    onTestFailed(() => {
      broken = true;
    });
  });

  it('a reply being written survives a reload as a draft (the browser asks before reloading)', async () => {
    const page = await actors.as('user');
    const created = await page.request.post(url('/api/tickets'), {
      data: { title: 'Berkas kenaikan pangkat belum diverifikasi', description: 'Mohon dicek, sudah dua bulan.' },
    });
    expect(created.status()).toBe(201);
    ticketId = ((await created.json()) as { id: number }).id;

    await openTicket(page, ticketId);
    await replyBox(page).click(); // a person's click: browsers ask before unload only after one
    await replyBox(page).fill(REPLY);

    expect(await reload(page)).toEqual(['beforeunload']);
    await page.getByTestId('draft-restored').waitFor();
    await expect.poll(() => replyBox(page).inputValue()).toBe(REPLY);
    await shots(page, 'draft-restored');
  });

  it('leaving with the draft unsent asks in Indonesian: "Tetap di sini" stays, "Tinggalkan" goes and the draft waits', async () => {
    const page = await actors.as('user');
    const errors: string[] = [];
    const collect = (error: Error) => void errors.push(error.message);
    page.on('pageerror', collect);
    const here = page.url();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Tinggalkan halaman ini?' });
    const answer = async (button: 'Tetap di sini' | 'Tinggalkan') => {
      await dialog.waitFor();
      await dialog.getByRole('button', { name: button }).click();
      await dialog.waitFor({ state: 'hidden' });
    };

    await page.getByRole('link', { name: /Kembali ke daftar tiket/ }).click();
    await dialog.waitFor();
    await animationsDone(page);
    await shots(page, 'leave-dialog');
    await answer('Tetap di sini');
    expect(page.url()).toBe(here);
    expect(await replyBox(page).inputValue()).toBe(REPLY);

    await page.getByRole('link', { name: /Kembali ke daftar tiket/ }).click();
    await answer('Tinggalkan');
    await page.waitForURL(/\/tickets$/);
    await page.goBack();
    await expect.poll(() => replyBox(page).inputValue()).toBe(REPLY);

    // The browser's Forward is a router navigation too: asked, and the address stays the ticket's.
    await page.goForward();
    await answer('Tetap di sini');
    await expect.poll(() => page.url()).toBe(here);
    expect(await replyBox(page).inputValue()).toBe(REPLY);
    // Holding a navigation is no page error (Next's router rejects the held move).
    page.off('pageerror', collect);
    expect(errors).toEqual([]);
  });

  it('a pasted image is uploaded and its markdown link inserted at the cursor', async () => {
    const page = await actors.as('user');
    await replyBox(page).evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(0, 0));
    const uploaded = waitForApi(page, 'POST', /\/api\/uploads$/);
    await pastePng(page, 'tangkapan-layar.png');
    expect((await uploaded).status()).toBe(201);
    await expect.poll(() => replyBox(page).inputValue()).toMatch(/^!\[tangkapan-layar\.png\]\(\/helpdesk\/api\/uploads\/[\w.-]+\.png\)\nBerkas SK/);
    await shots(page, 'image-pasted');

    const sent = waitForApi(page, 'POST', /\/api\/tickets\/\d+\/comments$/);
    await page.getByTestId('new-comment').getByRole('button', { name: 'Kirim Komentar' }).click();
    await sendHeldNow(page);
    expect((await sent).status()).toBe(201);
    await commentWith(page, 'Berkas SK terakhir').locator('img').waitFor();
    await expect.poll(() => replyBox(page).inputValue()).toBe('');

    // Sent: nothing left to restore, and reloading asks nothing.
    expect(await reload(page)).toEqual([]);
    await page.getByTestId('new-comment').getByRole('textbox').waitFor();
    expect(await page.getByTestId('draft-restored').count()).toBe(0);
  });

  it('the new ticket form keeps its title and description across a reload; Batal drops them', async () => {
    const page = await actors.as('user');
    await page.goto(url('/tickets/create'));
    const title = page.getByPlaceholder('Tuliskan pertanyaan Anda secara singkat');
    await title.click();
    await title.fill('Cara mengubah data keluarga di SIASN');
    const description = page.getByLabel('Deskripsi', { exact: true });
    await description.fill('Istri saya belum tercatat.');

    expect(await reload(page)).toEqual(['beforeunload']);
    await page.getByTestId('draft-restored').waitFor();
    await expect.poll(() => title.inputValue()).toBe('Cara mengubah data keluarga di SIASN');
    expect(await description.inputValue()).toBe('Istri saya belum tercatat.');
    // The suggested FAQs' names stay whole words on one line (they used to break as "SIAS N").
    const faqNames = page.getByTestId('ticket-suggestions').locator('.faq-answers summary .is-secondary');
    await faqNames.first().waitFor();
    await shots(page, 'create-draft');
    for (const box of await faqNames.evaluateAll((names) => names.map((n) => n.getBoundingClientRect().height))) expect(box).toBeLessThan(24);

    await page.getByRole('button', { name: 'Batal' }).click();
    await page.waitForURL(/\/tickets$/);
    await page.goto(url('/tickets/create'));
    await title.waitFor();
    expect(await title.inputValue()).toBe('');
    expect(await page.getByTestId('draft-restored').count()).toBe(0);
  });

  it('an agent takes the unassigned ticket with one click, which starts the work', async () => {
    const page = await actors.as('agent');
    await openTicket(page, ticketId);
    expect(await infoValue(page, 'Agen').innerText()).toBe('Belum ditugaskan');
    // The header's button (the reply box has another beside its reason: ticket-take-queue.test.ts).
    const take = page.getByRole('button', { name: /Ambil tiket/ }).first();
    await shots(page, 'take-ticket');

    const assigned = waitForApi(page, 'PATCH', /\/api\/tickets\/\d+\/agents$/);
    await take.click();
    expect((await assigned).status()).toBe(200);
    await expect.poll(() => infoValue(page, 'Agen').innerText()).toBe(AGENT_NAME);
    await expectHeaderStatus(page, 'DIKERJAKAN', 'Dikerjakan');
    await take.waitFor({ state: 'detached' });
  });

  it('reaction buttons are named in Indonesian and pass axe', async () => {
    const page = await actors.as('agent');
    const reply = commentWith(page, 'Berkas SK terakhir');
    await reply.getByRole('button', { name: 'Beri reaksi' }).click();
    const reacted = waitForApi(page, 'PUT', /\/api\/tickets\/\d+\/comments\/\d+\/reactions$/);
    await page.getByTestId('reaction-picker').getByRole('button', { name: 'Beri reaksi 👍' }).click();
    expect((await reacted).status()).toBe(200);
    await reply.getByRole('button', { name: 'Reaksi 👍, 1 orang' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('reaction-picker').waitFor({ state: 'hidden' });
    await page.locator('.ant-message-notice').waitFor({ state: 'detached' });
    await shots(page, 'reactions');

    const { violations } = await axe(page).include('[data-testid^="reactions-"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect(severe).toEqual([]);
  });

  it('marking the answer offers to finish the ticket, and does both in one step', async () => {
    const page = await actors.as('agent');
    // Taken above, so already DIKERJAKAN: SELESAI is its next status.
    await openTicket(page, ticketId);

    await commentWith(page, 'Berkas SK terakhir').getByRole('button', { name: 'Tandai sebagai jawaban' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Tandai komentar ini sebagai jawaban?' });
    await dialog.waitFor();
    expect(await dialog.getByRole('checkbox', { name: /Sekaligus selesaikan tiket/ }).isChecked()).toBe(true);
    await animationsDone(page);
    await shots(page, 'mark-answer-finish');

    const finished = waitForApi(page, 'PATCH', /\/api\/tickets\/\d+\/status$/);
    await dialog.getByRole('button', { name: 'Tandai jawaban' }).click();
    expect((await finished).status()).toBe(200);
    await expectHeaderStatus(page, 'SELESAI', 'Selesai');
    await commentWith(page, 'Berkas SK terakhir').getByTestId('answer-badge').waitFor();
  });
});
