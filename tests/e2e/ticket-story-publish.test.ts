// Ticket story, step 4 (tests/e2e/support/ticket-story.ts): the admin publishes and pins the
// answered ticket, and it shows in the list's Disematkan strip.
import { expect, it } from 'vitest';
import { BASE_PATH, screenshot } from './support/browser';
import { closeMenu, makeRoomToPin, TITLE, toastsGone, useStoryTicket } from './support/ticket-story';
import { headerTags, openActions, openTicket, toggleAction, useActors } from './support/tickets';

const actors = useActors();
const ticket = useStoryTicket(actors, 'answered');

it('admin publishes and pins it; it shows in the Disematkan strip', async () => {
  const page = await actors.as('admin');
  await makeRoomToPin(page);
  await openTicket(page, ticket().id);
  await toggleAction(page, 'Terbitkan');
  await headerTags(page).filter({ hasText: 'Terbit' }).waitFor();
  await toggleAction(page, 'Sematkan');
  await headerTags(page).filter({ hasText: 'Disematkan' }).waitFor();
  // The toggles now name the way back.
  const menu = await openActions(page);
  expect(menu).toEqual(expect.arrayContaining(['Batal terbit', 'Lepas sematan']));
  await closeMenu(page);

  await page.getByRole('link', { name: 'Kembali ke daftar tiket' }).click();
  await page.waitForURL((u) => u.pathname === `${BASE_PATH}/tickets`);
  const strip = page.getByTestId('pinned-strip');
  const link = page.locator(`a[href="${BASE_PATH}/tickets/${ticket().id}"]`);
  const card = strip.locator('.panel').filter({ has: link });
  await card.waitFor();
  expect(await card.locator('a').innerText()).toBe(TITLE);
  await strip.getByRole('heading', { name: 'Disematkan' }).waitFor();
  await card.getByText(ticket().number, { exact: true }).waitFor();
  expect(await card.locator('[data-status]').getAttribute('data-status')).toBe('DIKERJAKAN');
  await page.getByTestId('ticket-table').locator('tr[data-row-key]').first().waitFor();
  await toastsGone(page);
  await screenshot(page, 'story-list');
});
