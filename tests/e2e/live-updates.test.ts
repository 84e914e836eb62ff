// Live updates (docs/realtime.md): the agent's open ticket page and bell change while the
// requester writes, without a reload; two staff on one ticket see each other typing.
import { expect, it } from 'vitest';
import { screenshot, url, type Page } from './support/browser';
import { openTicket, unreadCount, useActors } from './support/tickets';

const actors = useActors();
let ticketId = 0;

const sessionUserId = async (page: Page) => ((await (await page.request.get(url('/api/auth/session'))).json()) as { user: { id: number } }).user.id;

it("the requester's comment appears on the agent's open ticket, and the agent's bell rises, without a reload", async () => {
  const user = await actors.as('user');
  const created = await user.request.post(url('/api/tickets'), { data: { title: 'Tunjangan kinerja belum cair', description: 'Bulan ini belum masuk.' } });
  expect(created.status()).toBe(201);
  ticketId = ((await created.json()) as { id: number }).id;

  const agent = await actors.as('agent');
  const taken = await agent.request.patch(url(`/api/tickets/${ticketId}/agents`), { data: { assignee_id: await sessionUserId(agent) } });
  expect(taken.status()).toBe(200);
  await openTicket(agent, ticketId);
  // The page's stream follows the ticket once it has loaded.
  await agent.waitForResponse((r) => r.url().includes(`/api/events?tickets=${ticketId}`), { timeout: 5_000 }).catch(() => undefined);
  // The same document throughout: no reload, no navigation to another page.
  await agent.evaluate(() => ((window as unknown as { liveMark: boolean }).liveMark = true));
  const unreadNow = async () => ((await (await agent.request.get(url('/api/notifications?unread=true&limit=1'))).json()) as { unread: number }).unread;
  const bellBefore = await unreadNow();
  await expect.poll(() => unreadCount(agent), { timeout: 3_000 }).toBe(bellBefore);

  const text = `Sudah saya lampirkan SK ${Date.now()}`;
  const posted = await user.request.post(url(`/api/tickets/${ticketId}/comments`), { data: { markdown: text } });
  expect(posted.status()).toBe(201);
  const started = Date.now();
  await agent.locator('article', { hasText: text }).waitFor({ timeout: 1_000 });
  const arrivedMs = Date.now() - started;
  await expect.poll(() => unreadCount(agent), { timeout: 3_000 }).toBe(bellBefore + 1);
  expect(await agent.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark)).toBe(true);
  console.info(`live comment on the agent's page after ${arrivedMs} ms`);
});

it('two staff on one ticket: the admin sees "... sedang mengetik..." while the agent types, and it goes away', async () => {
  const agent = await actors.as('agent');
  const admin = await actors.as('admin');
  await openTicket(admin, ticketId);
  await admin.waitForResponse((r) => r.url().includes(`/api/events?tickets=${ticketId}`), { timeout: 5_000 }).catch(() => undefined);
  const agentName = ((await (await agent.request.get(url('/api/auth/session'))).json()) as { user: { name: string } }).user.name;

  await agent.getByTestId('new-comment').getByRole('textbox').pressSequentially('Sedang saya cek', { delay: 30 });
  const line = admin.getByTestId('typing-indicator');
  await expect.poll(() => line.textContent(), { timeout: 2_000 }).toContain(`${agentName} sedang mengetik...`);
  // The agent's own page never shows the agent typing.
  expect(await agent.getByTestId('typing-indicator').textContent()).not.toContain('sedang mengetik');

  await admin.setViewportSize({ width: 1366, height: 900 });
  await line.scrollIntoViewIfNeeded();
  await agent.getByTestId('new-comment').getByRole('textbox').pressSequentially(' lagi', { delay: 30 });
  await expect.poll(() => line.textContent(), { timeout: 2_000 }).toContain('sedang mengetik...');
  await screenshot(admin, 'live-typing-1366');
  await admin.setViewportSize({ width: 390, height: 844 });
  await agent.getByTestId('new-comment').getByRole('textbox').pressSequentially(' ya', { delay: 30 });
  await expect.poll(() => line.textContent(), { timeout: 2_000 }).toContain('sedang mengetik...');
  await line.scrollIntoViewIfNeeded();
  await screenshot(admin, 'live-typing-390');

  // Quiet for longer than the expiry: the line empties by itself.
  await expect.poll(() => line.textContent(), { timeout: 9_000, interval: 500 }).toBe('');
});
