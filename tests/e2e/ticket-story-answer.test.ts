// Ticket story, step 3 (tests/e2e/support/ticket-story.ts): the assigned agent starts work,
// answers and marks the answer; the requester's bell counts it.
import { expect, it } from 'vitest';
import { skipAfterFailure } from './support/browser';
import { AGENT_NAME, ANSWER, unreadOn, useStoryTicket } from './support/ticket-story';
import { commentWith, expectHeaderStatus, infoValue, openDialog, openTicket, saveDialog, sendHeldNow, useActors, waitForApi } from './support/tickets';

const actors = useActors();
const ticket = useStoryTicket(actors, 'assigned');
// The bell test reads the count taken before the answer.
skipAfterFailure();
let unreadBeforeAnswer: number | undefined;

it('agent starts work (Dikerjakan), answers, and marks the answer', async () => {
  // The requester's unread count before the answer, to compare with afterwards.
  const user = await actors.as('user');
  unreadBeforeAnswer = await unreadOn(user, ticket().id);

  const page = await actors.as('agent');
  await openTicket(page, ticket().id);
  await expectHeaderStatus(page, 'DIAJUKAN', 'Diajukan');

  const modal = await openDialog(page, 'Ubah status');
  // Only the lifecycle's next statuses are offered.
  expect(await modal.getByRole('radio').count()).toBe(2);
  await modal.getByRole('radio', { name: 'Dikerjakan' }).check();
  const changed = waitForApi(page, 'PATCH', /\/api\/tickets\/\d+\/status$/);
  await saveDialog(page, 'Ubah status');
  expect((await changed).status()).toBe(200);
  await expectHeaderStatus(page, 'DIKERJAKAN', 'Dikerjakan');
  await infoValue(page, 'Mulai dikerjakan').waitFor();

  const reply = page.getByTestId('new-comment');
  await reply.getByRole('textbox', { name: 'Kirim Komentar' }).fill(ANSWER);
  const sent = waitForApi(page, 'POST', /\/api\/tickets\/\d+\/comments$/);
  await reply.getByRole('button', { name: 'Kirim Komentar' }).click();
  await sendHeldNow(page);
  expect((await sent).status()).toBe(201);
  const comment = commentWith(page, ANSWER);
  await comment.waitFor();
  expect(await page.getByText('Percakapan (1)').isVisible()).toBe(true);
  expect(await comment.getByText(AGENT_NAME).isVisible()).toBe(true);
  expect(await comment.getByTestId('answer-badge').count()).toBe(0);
  // The reply box is cleared once sent.
  expect(await reply.getByRole('textbox', { name: 'Kirim Komentar' }).inputValue()).toBe('');

  const marked = waitForApi(page, 'PUT', /\/api\/tickets\/\d+\/comments\/\d+\/mark-answer$/);
  await comment.getByRole('button', { name: 'Tandai sebagai jawaban' }).click();
  // Marking offers to finish the ticket too; the story closes it later, after publishing.
  const offer = page.getByRole('dialog').filter({ hasText: 'Tandai komentar ini sebagai jawaban?' });
  await offer.getByRole('checkbox', { name: /Sekaligus selesaikan tiket/ }).uncheck();
  await offer.getByRole('button', { name: 'Tandai jawaban' }).click();
  expect((await marked).status()).toBe(200);
  const badge = comment.getByTestId('answer-badge');
  await badge.waitFor();
  expect(await badge.innerText()).toBe('Jawaban');
  await comment.getByRole('button', { name: 'Batalkan jawaban' }).waitFor();
});

it("the requester's bell counts the agent's answer", async () => {
  const page = await actors.as('user');
  const after = await unreadOn(page, ticket().id);
  expect(after).toBeGreaterThan(0);
  expect(after).toBeGreaterThan(unreadBeforeAnswer ?? Infinity);
  // The requester sees the answer with its badge too.
  await commentWith(page, ANSWER).getByTestId('answer-badge').waitFor();

  await page.getByTestId('notification-bell').click();
  const popover = page.getByTestId('notification-popover');
  await popover.getByText(`Komentar baru pada tiket ${ticket().number}`).first().waitFor();
  await page.keyboard.press('Escape');
});
