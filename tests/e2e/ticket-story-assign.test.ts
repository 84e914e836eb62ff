// Ticket story, step 2 (tests/e2e/support/ticket-story.ts): the admin assigns the asked ticket
// to the agent Budi Santoso.
import { expect, it } from 'vitest';
import { AGENT_NAME, useStoryTicket } from './support/ticket-story';
import { infoValue, openDialog, openTicket, pickSelectOption, saveDialog, useActors, waitForApi } from './support/tickets';

const actors = useActors();
const ticket = useStoryTicket(actors, 'asked');

it('admin assigns the agent Budi Santoso through Tindakan > Ubah agen', async () => {
  const page = await actors.as('admin');
  await openTicket(page, ticket().id);
  expect(await infoValue(page, 'Agen').innerText()).toBe('Belum ditugaskan');

  const modal = await openDialog(page, 'Ubah agen');
  await pickSelectOption(page, modal.locator('.ant-select'), AGENT_NAME, 'Budi');
  const assigned = waitForApi(page, 'PATCH', /\/api\/tickets\/\d+\/agents$/);
  await saveDialog(page, 'Ubah agen');
  expect((await assigned).status()).toBe(200);

  await expect.poll(() => infoValue(page, 'Agen').innerText()).toBe(AGENT_NAME);
  await page.getByText(`mengubah agen`).first().waitFor();
});
