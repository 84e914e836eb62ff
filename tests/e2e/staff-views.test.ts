// Issue 11, staff views in real Chromium: the dashboard draws its recharts charts (loaded on
// demand), a notification opens read with a plain-text preview and deletes with an undo, and a
// history reads "Anda ..." for its owner and names the person (with IPs) for an admin.
// Screenshots at 1366 and 390 px of each.
import { describe, expect, it } from 'vitest';
import { screenshot, url, type Page } from './support/browser';
import { useActors, waitForApi } from './support/tickets';

// The history test reads this file's own sign-ins ("Anda masuk pada aplikasi" on the first page).
const actors = useActors({ ownSignIn: true });
const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const WIDTHS = [1366, 390] as const;

async function shoot(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await screenshot(page, `staff-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

describe('staff views: dashboard, notifications, histories', () => {
  it('the dashboard draws load, per-day and weekly charts with recharts', async () => {
    const page = await actors.as('admin');
    await page.goto(url('/dashboard'));
    await page.getByTestId('response-times').waitFor();
    await page.locator('[data-testid="tickets-per-day-chart"] .recharts-surface').waitFor();
    await page.locator('[data-testid="agent-load-chart"] .recharts-surface').waitFor();
    expect(await page.getByTestId('response-overall').textContent()).toContain('Median');
    await shoot(page, 'dashboard');
  });

  it('a notification shows plain text, opens read and deletes with an undo', async () => {
    const user = await actors.as('user');
    const admin = await actors.as('admin');
    const created = await user.request.post(url('/api/tickets'), { data: { title: `Tiket notifikasi ${RUN} untuk uji`, description: 'Mohon bantuan.' } });
    expect(created.status()).toBe(201);
    const ticket: { id: number } = await created.json();
    const commented = await admin.request.post(url('/api/comments'), { data: { ticket_id: ticket.id, markdown: `**Berkas ${RUN}** <b>sudah</b> [diverifikasi](https://example.test)` } });
    expect(commented.status()).toBe(201);

    await user.goto(url('/notifications'));
    const preview = user.getByText(`Berkas ${RUN} sudah diverifikasi`);
    await preview.waitFor();
    await shoot(user, 'notifications');
    const item = user.locator('[data-testid^="notification-"]').filter({ has: preview });
    const unreadDot = item.getByRole('img', { name: 'Belum dibaca' });
    expect(await unreadDot.count()).toBe(1);

    const marked = waitForApi(user, 'PATCH', /\/api\/notifications\/\d+$/);
    await item.getByRole('link').click();
    expect((await marked).status()).toBe(200);
    await user.waitForURL((u) => u.pathname.endsWith(`/tickets/${ticket.id}`));

    await user.goto(url('/notifications'));
    await preview.waitFor();
    expect(await unreadDot.count()).toBe(0);
    await item.getByRole('button', { name: 'Hapus notifikasi' }).click();
    await preview.waitFor({ state: 'detached' });
    await user.getByTestId('notification-undo-toast').getByRole('button', { name: 'Urungkan' }).click();
    await preview.waitFor();
  });

  it('a history reads "Anda" for its owner without IPs, and names the person with IPs for an admin', async () => {
    const user = await actors.as('user');
    await user.goto(url('/profile/history'));
    await user.getByText('Anda masuk pada aplikasi').first().waitFor();
    expect(await user.getByTestId('history-list').textContent()).not.toMatch(/\d+\.\d+\.\d+\.\d+|::1/);
    await shoot(user, 'history-own');

    const admin = await actors.as('admin');
    await admin.goto(url('/admin/users'));
    const row = admin.locator('tr').filter({ hasText: 'user' }).filter({ has: admin.getByRole('button', { name: /Riwayat/ }) }).first();
    await row.getByRole('button', { name: /Riwayat/ }).click();
    const drawer = admin.locator('.ant-drawer');
    await drawer.getByText(/\S+ masuk pada aplikasi/).first().waitFor();
    expect(await drawer.textContent()).not.toContain('Anda masuk');
    await shoot(admin, 'history-admin');
  });
});
