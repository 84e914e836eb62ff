// A mention reaches the bell (docs/notifications.md, E-mail section 3): the agent names the admin
// and the requester in an internal note; the admin's bell shows the mention and its link opens the
// ticket; the requester, who may not see the note, is told nothing.
import { expect, it } from 'vitest';
import { screenshot, url } from './support/browser';
import { openTicket, sendHeldNow, useActors } from './support/tickets';

const actors = useActors();

it('an internal note mentioning the admin and the requester reaches the admin only', async () => {
  const user = await actors.as('user2');
  const created = await user.request.post(url('/api/tickets'), { data: { title: 'SK kenaikan pangkat belum terbit', description: 'Mohon dicek status SK saya.' } });
  expect(created.status()).toBe(201);
  const { id, number } = (await created.json()) as { id: number; number: string };

  const agent = await actors.as('agent');
  await openTicket(agent, id);
  const box = agent.getByTestId('new-comment');
  await box.getByRole('checkbox', { name: /Catatan internal/ }).check();
  await box.getByRole('textbox').fill('@admin mohon persetujuan; @user2 belum melengkapi SKP.');
  await box.getByRole('button', { name: 'Simpan Catatan' }).click();
  await sendHeldNow(agent);
  await agent.locator('article', { hasText: 'mohon persetujuan' }).getByText('Catatan internal', { exact: true }).waitFor();

  const admin = await actors.as('admin');
  await admin.goto(url('/dashboard'));
  await admin.getByTestId('notification-bell').click();
  const mention = admin.getByRole('link', { name: new RegExp(`menyebut Anda dalam catatan internal pada tiket ${number}`) });
  await mention.waitFor();
  await screenshot(admin, 'mention-bell-admin');
  await mention.click();
  await admin.waitForURL(new RegExp(`/helpdesk/tickets/${id}$`));

  const feed = await user.request.get(url('/api/notifications'));
  expect(await feed.text()).not.toContain('menyebut Anda');
});
