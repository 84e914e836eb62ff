// Issue 32, "Merge" in Chromium: a requester asks the same question twice; an agent merges the
// duplicate into the first from the Tindakan menu, lands on it with the duplicate's comment, and the
// duplicate's old address leads there. The requester is told. Screenshots: ticket-merge-*.png at 390 and 1366 px.
import { describe, expect, it } from 'vitest';
import { screenshot, skipAfterFailure, url, type Page } from './support/browser';
import { animationsDone, commentWith, openDialog, openTicket, pickSelectOption, ticketIdOf, useActors, waitForApi } from './support/tickets';

const actors = useActors();
const STAMP = Date.now();
const FIRST = `Tunjangan kinerja bulan ini belum masuk ${STAMP}`;
const SECOND = `Tukin saya belum dibayar ${STAMP}`;
const FOLLOW_UP = `Rekening saya masih yang lama, apakah itu masalahnya? ${STAMP}`;

async function ask(page: Page, title: string): Promise<{ id: number; number: string }> {
  const res = await page.request.post(url('/api/tickets'), { data: { title, description: 'Mohon dibantu dicek, terima kasih.' } });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; number: string };
}

async function shots(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 844 });
    await animationsDone(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, `ticket-merge-${name}-${width}`);
  }
}

describe('merging a duplicate ticket (issue 32)', () => {
  skipAfterFailure();
  let first: { id: number; number: string };
  let second: { id: number; number: string };

  it('an agent merges the duplicate into the first question and lands on it with the whole conversation', async () => {
    const user = await actors.as('user');
    first = await ask(user, FIRST);
    second = await ask(user, SECOND);
    expect((await user.request.post(url(`/api/tickets/${second.id}/comments`), { data: { markdown: FOLLOW_UP } })).status()).toBe(201);

    const agent = await actors.as('agent');
    await openTicket(agent, second.id);
    const modal = await openDialog(agent, 'Gabungkan ke tiket lain', 'Gabungkan tiket duplikat');
    await pickSelectOption(agent, modal.getByTestId('merge-target'), `${first.number} · ${FIRST} (Diajukan)`, first.number);
    await shots(agent, 'dialog');
    const merged = waitForApi(agent, 'POST', /\/api\/tickets\/\d+\/merge$/);
    await modal.getByRole('button', { name: 'Gabungkan' }).click();
    expect((await merged).status()).toBe(200);

    await agent.waitForURL(url(`/tickets/${first.id}`));
    await commentWith(agent, FOLLOW_UP).waitFor();
    await agent.getByText(`menggabungkan ${second.number} ke ${first.number}`).first().waitFor();
    await shots(agent, 'target');
  });

  it("the duplicate's address leads to the target, and the requester was told", async () => {
    const user = await actors.as('user');
    await user.setViewportSize({ width: 1366, height: 844 });
    await user.goto(url(`/tickets/${second.id}`));
    await user.waitForURL(url(`/tickets/${first.id}`));
    expect(ticketIdOf(user)).toBe(first.id);
    await commentWith(user, FOLLOW_UP).waitFor();

    await user.goto(url('/notifications'));
    await user.getByText(`Tiket ${second.number} digabungkan ke ${first.number}`).first().waitFor();
    await shots(user, 'notified');
  });

  it("beside it staff see the requester's other tickets, and who else has it open", async () => {
    const agent = await actors.as('agent');
    await agent.setViewportSize({ width: 1366, height: 844 });
    await openTicket(agent, first.id);
    const others = agent.getByTestId('requester-tickets');
    await others.getByRole('link', { name: SECOND }).waitFor();
    const admin = await actors.as('admin');
    await openTicket(admin, first.id);
    await expect.poll(() => agent.getByTestId('ticket-viewers').innerText().catch(() => '')).toMatch(/Sedang dibuka juga oleh /);
    await expect.poll(() => admin.getByTestId('ticket-viewers').innerText().catch(() => '')).toMatch(/Sedang dibuka juga oleh /);
    await shots(agent, 'viewers');
    await admin.goto(url('/'));
    await expect.poll(() => agent.getByTestId('ticket-viewers').count()).toBe(0);
  });
});
