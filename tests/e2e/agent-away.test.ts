// Issue 32 in real Chromium: an agent switches "Tidak bertugas" on from their queue home, and the
// admin's dashboard shows them away on the agent load card; an admin sets a sub-category's
// Penugasan on the references screen. Screenshots at 1366 and 390 px.
import { afterAll, describe, expect, it } from 'vitest';
import { screenshot, url, type Page } from './support/browser';
import { useActors } from './support/tickets';

const actors = useActors();
const WIDTHS = [1366, 390] as const;

async function shoot(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await screenshot(page, `assignment-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

let agentId: number | null = null;

// Back on duty, so later files' automatic assignments are not affected.
afterAll(async () => {
  if (agentId === null) return;
  const agent = await actors.as('agent');
  await agent.request.put(url(`/api/users/${agentId}/away`), { data: { away: false } });
});

describe('"Tidak bertugas"', () => {
  it("an agent switches it on from their home and the dashboard's load card shows them away", async () => {
    const agent = await actors.as('agent');
    const me: { id: number } = await (await agent.request.get(url('/api/users/information'))).json();
    agentId = me.id;
    await agent.goto(url('/'));
    const card = agent.getByTestId('away-toggle');
    const state = card.getByTestId('away-state');
    await state.waitFor();
    expect(await state.textContent()).toBe('Anda sedang bertugas');
    const saved = agent.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/users/${me.id}/away`));
    await card.getByRole('switch').click();
    expect((await saved).status()).toBe(200);
    await card.getByText('Anda sedang tidak bertugas').waitFor();
    expect(await card.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    await shoot(agent, 'agent-home');

    const admin = await actors.as('admin');
    await admin.goto(url('/dashboard'));
    const row = admin.getByTestId(`agent-state-${me.id}`);
    await row.getByText('Tidak bertugas').waitFor();
    await admin.locator('[data-testid="agent-load-chart"] .recharts-surface').waitFor();
    await shoot(admin, 'dashboard');
  });

  it("an admin sets a sub-category's Penugasan to Otomatis and back on the references screen", async () => {
    const admin = await actors.as('admin');
    await admin.goto(url('/admin/references?tab=sub-categories'));
    const select = admin.locator('[data-testid^="assignment-mode-"]').first();
    await select.waitFor();
    await admin.waitForFunction(() => !document.querySelector<HTMLSelectElement>('[data-testid^="assignment-mode-"]')?.disabled);
    const choose = async (mode: 'automatic' | 'manual') => {
      const saved = admin.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/ref\/sub-categories\/\d+\/assignment$/.test(r.url()));
      await select.selectOption(mode);
      expect((await saved).status()).toBe(200);
    };
    await choose('automatic');
    await admin.waitForFunction(() => document.querySelector<HTMLSelectElement>('[data-testid^="assignment-mode-"]')?.value === 'automatic');
    await shoot(admin, 'references');
    // Back to manual, so later files' tickets in this sub-category stay in the pool.
    await choose('manual');
  });
});
