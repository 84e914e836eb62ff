// Issue 31 in Chromium: a requester asks on a phone (suggestions above the send button, then what
// happens next); the agent lands on their queue, whose counts are the lists they open, takes the
// question from beside the reply box (DIKERJAKAN) and answers with "Kirim & selesaikan"; the
// requester sees both moves in the history. Screenshots at 390 and 1366 px: take-queue-*.png.
import { describe, expect, it } from 'vitest';
import { BASE_PATH, screenshot, skipAfterFailure, url, type Page } from './support/browser';
import { animationsDone, expectHeaderStatus, openTicket, sendHeldNow, ticketIdOf, useActors, waitForApi } from './support/tickets';

const actors = useActors();
const WIDTHS = [390, 1366] as const;
const TITLE = `Cara memperbarui data pendidikan di SIASN ${Date.now()}`;
let ticketId = 0;

async function shots(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    await animationsDone(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, `take-queue-${name}-${width}`);
  }
}

/** The queue's cards on Beranda: key -> [count, href]. */
async function queueCards(page: Page): Promise<Record<string, { total: number; href: string }>> {
  await page.goto(url('/'));
  const queue = page.getByTestId('staff-queue');
  await queue.waitFor();
  const cards: Record<string, { total: number; href: string }> = {};
  for (const key of ['overdue', 'unassigned', 'assigned', 'waiting']) {
    const card = queue.getByTestId(`queue-${key}`);
    const total = Number((await card.innerText()).match(/^\d+/)?.[0]);
    // The link's address carries the base path; the API's does too, under /api.
    cards[key] = { total, href: ((await card.getAttribute('href')) ?? '').replace(BASE_PATH, '') };
  }
  return cards;
}

describe('asking, taking and answering (issue 31)', () => {
  skipAfterFailure();

  it('a requester on a phone sees suggestions above the send button, then what happens next', async () => {
    const page = await actors.as('user');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url('/'));
    await page.getByTestId('home-my-tickets').waitFor();
    await page.getByTestId('home-record').waitFor();
    expect(await page.getByTestId('account-card').innerText()).not.toMatch(/\b(MASTER|PTPK|GOOGLE)\b/);
    await shots(page, 'home-requester');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url('/tickets/create'));
    const title = page.getByPlaceholder('Tuliskan pertanyaan Anda secara singkat');
    await title.click();
    await title.fill(TITLE);
    const suggestions = page.getByTestId('ticket-suggestions');
    await suggestions.waitFor();
    const send = page.getByRole('button', { name: /Kirim Tiket/ });
    const [box, button] = [await suggestions.boundingBox(), await send.boundingBox()];
    expect(box && button && box.y + box.height <= button.y).toBe(true);
    await screenshot(page, 'take-queue-create-390');

    await page.getByLabel('Deskripsi', { exact: true }).fill('Ijazah S2 saya belum tercatat di SIASN.');
    const created = waitForApi(page, 'POST', /\/api\/tickets$/);
    await send.click();
    expect((await created).status()).toBe(201);
    await page.waitForURL(/\/tickets\/\d+$/);
    ticketId = ticketIdOf(page);
    const notice = page.getByTestId('asked-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(/Biasanya pertanyaan seperti ini dijawab dalam \d+ (jam|hari)/);
    await shots(page, 'asked');
  });

  it("the agent's home counts their queue, each card the total of the list it opens", async () => {
    const page = await actors.as('agent');
    const cards = await queueCards(page);
    for (const { total, href } of Object.values(cards)) {
      const list = await page.request.get(url(`/api${href}&limit=1`));
      expect(list.status()).toBe(200);
      expect(((await list.json()) as { total: number }).total).toBe(total);
    }
    await shots(page, 'home-staff');
    await page.getByTestId('queue-assigned').click();
    await page.waitForURL((u) => u.pathname.endsWith('/tickets') && u.searchParams.get('scope') === 'assigned');
  });

  it('the agent takes the question from beside the reply box: DIKERJAKAN, and one more ticket assigned', async () => {
    const page = await actors.as('agent');
    const before = await queueCards(page);
    await openTicket(page, ticketId);
    const hint = page.getByTestId('unassigned-reply-hint');
    await hint.waitFor();
    await shots(page, 'reply-hint');

    const taken = waitForApi(page, 'PATCH', /\/api\/tickets\/\d+\/agents$/);
    await hint.getByRole('button', { name: /Ambil tiket/ }).click();
    expect((await taken).status()).toBe(200);
    await expectHeaderStatus(page, 'DIKERJAKAN', 'Dikerjakan');
    await hint.waitFor({ state: 'detached' });

    const after = await queueCards(page);
    expect(after.assigned.total).toBe(before.assigned.total + 1);
  });

  it('the agent answers with "Kirim & selesaikan": the reply and SELESAI together', async () => {
    const page = await actors.as('agent');
    await openTicket(page, ticketId);
    const box = page.getByTestId('new-comment');
    await box.getByRole('textbox').fill('Silakan unggah ijazah lewat menu Pendidikan, lalu ajukan usulan.');
    await shots(page, 'send-and-finish');
    const sent = waitForApi(page, 'POST', /\/api\/tickets\/\d+\/comments$/);
    await box.getByRole('button', { name: 'Kirim & selesaikan' }).click();
    await sendHeldNow(page);
    expect((await sent).status()).toBe(201);
    await expectHeaderStatus(page, 'SELESAI', 'Selesai');
  });

  it('the requester sees both moves in the history', async () => {
    const page = await actors.as('user');
    await openTicket(page, ticketId);
    const history = page.getByTestId('ticket-history');
    await history.getByText(/mengubah status dari Diajukan menjadi Dikerjakan/).waitFor();
    await history.getByText(/mengubah status dari Dikerjakan menjadi Selesai/).waitFor();
    expect(await page.getByTestId('asked-notice').count()).toBe(0);
    await history.scrollIntoViewIfNeeded();
    await shots(page, 'history');
  });
});
