// An agent leaves an internal note on a user's ticket: staff see it in yellow, the requester
// never does (neither on the page nor in the API answer).
import { expect, it } from 'vitest';
import { screenshot, url } from './support/browser';
import { openTicket, sendHeldNow, useActors } from './support/tickets';

const actors = useActors();
const NOTE = `Cek dulu SK di BKN ${Date.now()}`;

it('an agent writes a note the requester never sees', async () => {
  const user = await actors.as('user2');
  const created = await user.request.post(url('/api/tickets'), { data: { title: 'Gelar belum tercantum di SIASN', description: 'Mohon dibantu pencantuman gelar.' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const agent = await actors.as('agent');
  await openTicket(agent, id);
  const box = agent.getByTestId('new-comment');
  await box.getByRole('checkbox', { name: /Catatan internal/ }).check();
  await box.getByRole('textbox').fill(NOTE);
  await box.getByRole('button', { name: 'Simpan Catatan' }).click();
  await sendHeldNow(agent);
  const note = agent.locator('article', { hasText: NOTE });
  await note.getByText('Catatan internal', { exact: true }).waitFor();
  await screenshot(agent, 'internal-note-agent');

  await openTicket(user, id);
  await user.getByText('Mohon dibantu pencantuman gelar.').waitFor();
  expect(await user.getByText(NOTE).count()).toBe(0);
  expect(await user.getByRole('checkbox', { name: /Catatan internal/ }).count()).toBe(0);
  const detail = await user.request.get(url(`/api/tickets/${id}`));
  expect(await detail.text()).not.toContain(NOTE);
  await screenshot(user, 'internal-note-requester');
});
