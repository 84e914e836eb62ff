// Ticket story, step 5 (tests/e2e/support/ticket-story.ts): another user (user2) finds the
// published ticket through the create form's suggestions and reacts to the answer, but the server
// refuses them the owner's and staff's changes.
import { expect, it } from 'vitest';
import { BASE_PATH, url } from './support/browser';
import { ANSWER, closeMenu, TITLE, useStoryTicket } from './support/ticket-story';
import { commentWith, expectHeaderStatus, openActions, useActors, waitForApi } from './support/tickets';

const actors = useActors();
const ticket = useStoryTicket(actors, 'published');

it('user2 finds it in the create form suggestions, opens it and reacts 👍 on the answer', async () => {
  const page = await actors.as('user2');
  await page.goto(url('/tickets/create'));
  const title = page.getByLabel('Judul');
  await title.waitFor();
  await title.fill('kenaikan pangkat pilihan');
  const suggestion = page.getByTestId('ticket-suggestions').locator(`a[href="${BASE_PATH}/tickets/${ticket().id}"]`);
  await suggestion.waitFor();
  expect(await suggestion.innerText()).toBe(TITLE);

  // Suggestions open in a new tab, so a half-written question is not lost.
  const [tab] = await Promise.all([page.context().waitForEvent('page'), suggestion.click()]);
  await tab.waitForURL((u) => u.pathname === `${BASE_PATH}/tickets/${ticket().id}`);
  await tab.getByTestId('ticket-number').waitFor();
  await expectHeaderStatus(tab, 'DIKERJAKAN', 'Dikerjakan');
  // Not their ticket: the menu only lets them follow it.
  expect(await openActions(tab)).toEqual(['Ikuti']);
  await closeMenu(tab);

  const answer = commentWith(tab, ANSWER);
  await answer.getByTestId('answer-badge').waitFor();
  await answer.getByRole('button', { name: 'Beri reaksi' }).click();
  const reacted = waitForApi(tab, 'PUT', /\/api\/tickets\/\d+\/comments\/\d+\/reactions$/);
  await tab.getByTestId('reaction-picker').getByRole('button', { name: '👍' }).click();
  expect((await reacted).status()).toBe(200);

  const thumbs = answer.locator('button[data-emoji="👍"]');
  await thumbs.waitFor();
  await expect.poll(() => thumbs.innerText()).toBe('👍 1');
  expect(await thumbs.getAttribute('aria-pressed')).toBe('true');
  await tab.keyboard.press('Escape');
  await thumbs.hover();
  const tooltip = tab.getByRole('tooltip').filter({ hasText: 'bereaksi' });
  await tooltip.waitFor();
  expect(await tooltip.innerText()).toBe('Kamu bereaksi 👍');
  await tab.close();
});

it('user2 is refused by the server: no title edit, no status change (403)', async () => {
  const page = await actors.as('user2');
  const { id } = ticket();
  // page.request carries the context's session cookie.
  const title = await page.request.patch(url(`/api/tickets/${id}`), { data: { title: 'Judul diganti orang lain' } });
  expect(title.status()).toBe(403);
  const status = await page.request.patch(url(`/api/tickets/${id}/status`), { data: { status: 'SELESAI' } });
  expect(status.status()).toBe(403);
  // Nothing changed, and the ticket is still readable (published).
  const read = await page.request.get(url(`/api/tickets/${id}`));
  expect(read.status()).toBe(200);
  const detail = (await read.json()) as { title: string; status: { code: string } };
  expect(detail.title).toBe(TITLE);
  expect(detail.status.code).toBe('DIKERJAKAN');
});
