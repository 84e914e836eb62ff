// Ticket story, step 6 (tests/e2e/support/ticket-story.ts): the agent closes the answered,
// published ticket and the requester rates it; the answer keeps user2's reaction.
import { expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { ANSWER, FEEDBACK, toastsGone, useStoryTicket } from './support/ticket-story';
import { commentWith, expectHeaderStatus, infoValue, openDialog, openTicket, saveDialog, useActors, waitForApi } from './support/tickets';

const actors = useActors();
const ticket = useStoryTicket(actors, 'reacted');

it('agent closes it (Selesai) and the requester rates it 5 stars with a comment', async () => {
  const agent = await actors.as('agent');
  await openTicket(agent, ticket().id);
  const modal = await openDialog(agent, 'Ubah status');
  await modal.getByRole('radio', { name: 'Selesai' }).check();
  await saveDialog(agent, 'Ubah status');
  await expectHeaderStatus(agent, 'SELESAI', 'Selesai');
  await infoValue(agent, 'Selesai').waitFor();

  const page = await actors.as('user');
  await openTicket(page, ticket().id);
  await expectHeaderStatus(page, 'SELESAI', 'Selesai');
  const card = page.getByTestId('feedback-card');
  await card.getByText('Bagaimana penilaian Anda atas penyelesaian tiket ini?').waitFor();
  await card.locator('.ant-rate-star').nth(4).click();
  await expect.poll(() => card.locator('.ant-rate-star-full').count()).toBe(5);
  await card.getByLabel('Komentar (opsional)').fill(FEEDBACK);
  // The landing page shows it only when asked, under the name chosen (issue 30).
  await card.getByRole('checkbox', { name: 'Tampilkan penilaian ini di halaman depan portal' }).check();
  await card.getByRole('radio', { name: 'Inisial' }).check();
  await screenshot(page, 'ticket-feedback-form');
  const saved = waitForApi(page, 'PATCH', /\/api\/tickets\/\d+\/feedback$/);
  await card.getByRole('button', { name: 'Kirim Penilaian' }).click();
  expect((await saved).status()).toBe(200);
  await page.getByText('Terima kasih atas penilaian Anda').waitFor();

  // Shown back: the form now updates the saved rating, and the history records it.
  await card.getByRole('button', { name: 'Perbarui Penilaian' }).waitFor();
  expect(await card.locator('.ant-rate-star-full').count()).toBe(5);
  expect(await card.getByLabel('Komentar (opsional)').inputValue()).toBe(FEEDBACK);
  expect(await card.getByRole('checkbox', { name: 'Tampilkan penilaian ini di halaman depan portal' }).isChecked()).toBe(true);
  expect(await card.getByRole('radio', { name: 'Inisial' }).isChecked()).toBe(true);
  await page.getByText('memberi penilaian 5 bintang').waitFor();
  // Still answered, with user2's reaction.
  const answer = commentWith(page, ANSWER);
  expect(await answer.getByTestId('answer-badge').innerText()).toBe('Jawaban');
  expect(await answer.locator('button[data-emoji="👍"]').innerText()).toBe('👍 1');
  await toastsGone(page);
  await screenshot(page, 'story-detail-done');

  // Staff see the stars in the header.
  await openTicket(agent, ticket().id);
  await expect.poll(() => agent.getByTestId('header-stars').getAttribute('data-stars')).toBe('5');
});
