// Profil -> Notifikasi and the one-click unsubscribe (docs/notifications.md, Preferences, digest
// and unsubscribe): the user chooses channels on the screen and they persist; a mail arrives in the
// mail sandbox, its "Berhenti menerima" link is opened without a session and confirmed, and the
// screen then shows the kind in the portal only.
import { afterAll, expect, it } from 'vitest';
import { newContext, screenshot, skipAfterFailure, url, type Page } from './support/browser';
import { useStoryTicket } from './support/ticket-story';
import { useActors, waitForApi } from './support/tickets';

const MAIL_SANDBOX = process.env.E2E_MAIL_SANDBOX_URL ?? '';
const USER_EMAIL = 'user@helpdesk.localhost';
const REPLY = 'Mohon lengkapi SK pangkat terakhir Anda.';

const actors = useActors();
const ticket = useStoryTicket(actors, 'assigned');
skipAfterFailure();

// The demo user's defaults again, so the files after this one mail as before.
afterAll(async () => {
  const user = await actors.as('user');
  await user.request.put(url('/api/notifications/preferences'), { data: { digest_hour: 7, channels: { ticket_activity: 'email', community: 'digest', loan: 'email' } } });
});

const row = (page: Page, kind: string) => page.getByTestId(`preference-${kind}`);
const choice = (page: Page, kind: string, label: string) => row(page, kind).getByRole('radio', { name: label, exact: true });

interface MailDetail {
  id: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
}

async function mailAbout(number: string, timeoutMs = 30_000): Promise<MailDetail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const list = (await (await fetch(`${MAIL_SANDBOX}/__control/messages?to=${encodeURIComponent(USER_EMAIL)}`)).json()) as { data: { id: string; subject: string }[] };
    const found = list.data.find((m) => m.subject.includes(`tiket ${number}`));
    if (found) return ((await (await fetch(`${MAIL_SANDBOX}/__control/messages/${found.id}`)).json()) as { data: MailDetail }).data;
    if (Date.now() > deadline) throw new Error(`no mail about ${number} for ${USER_EMAIL} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

it('the user sets kinds to "Mati" and "Hanya di portal" and they persist after a reload', async () => {
  const user = await actors.as('user');
  await user.goto(url('/profile'));
  await user.getByRole('link', { name: 'Pengaturan Notifikasi' }).click();
  await row(user, 'community').waitFor();
  await choice(user, 'community', 'Mati').check();
  await choice(user, 'loan', 'Hanya di portal').check();
  await user.getByLabel('Jam kirim ringkasan harian').selectOption('18');
  const saved = waitForApi(user, 'PUT', /\/api\/notifications\/preferences$/);
  await user.getByRole('button', { name: 'Simpan' }).click();
  expect((await saved).status()).toBe(200);
  await user.getByText('Pengaturan notifikasi disimpan').waitFor();

  await user.reload();
  await row(user, 'community').waitFor();
  expect(await choice(user, 'community', 'Mati').isChecked()).toBe(true);
  expect(await choice(user, 'loan', 'Hanya di portal').isChecked()).toBe(true);
  expect(await choice(user, 'ticket_activity', 'E-mail').isChecked()).toBe(true);
  expect(await user.getByLabel('Jam kirim ringkasan harian').inputValue()).toBe('18');
  await screenshot(user, 'notification-preferences-desktop');
  await user.setViewportSize({ width: 390, height: 844 });
  await row(user, 'ticket_activity').scrollIntoViewIfNeeded();
  expect(await user.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(user, 'notification-preferences-390');
});

it("a mail's unsubscribe link works without a session, only after the button, and the screen shows the change", async () => {
  expect(MAIL_SANDBOX, 'E2E_MAIL_SANDBOX_URL (the portal runs with the mail sandbox)').not.toBe('');
  const agent = await actors.as('agent');
  const posted = await agent.request.post(url(`/api/tickets/${ticket().id}/comments`), { data: { markdown: REPLY } });
  expect(posted.status()).toBe(201);
  const mail = await mailAbout(ticket().number);
  expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/[^>]+\/helpdesk\/api\/notifications\/unsubscribe\?token=[^>]+>$/);
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const link = /Berhenti menerima: (\S+)/.exec(mail.text)?.[1];
  expect(link).toMatch(/\/helpdesk\/berhenti-menerima\//);

  const user = await actors.as('user');
  const stranger = await newContext(user.context().browser()!);
  try {
    const page = await stranger.newPage();
    await page.goto(link!);
    await page.getByText('Berhenti menerima e-mail untuk "Tiket saya"?').waitFor();
    await screenshot(page, 'unsubscribe-confirm');
    const done = waitForApi(page, 'POST', /\/api\/notifications\/unsubscribe/);
    await page.getByRole('button', { name: 'Ya, berhenti menerima' }).click();
    expect((await done).status()).toBe(200);
    await page.getByText('Anda tidak akan lagi menerima e-mail untuk "Tiket saya"').waitFor();
    await screenshot(page, 'unsubscribe-done');
  } finally {
    await stranger.close();
  }

  await user.setViewportSize({ width: 1280, height: 800 });
  await user.goto(url('/profile/notifikasi'));
  await row(user, 'ticket_activity').waitFor();
  expect(await choice(user, 'ticket_activity', 'Hanya di portal').isChecked()).toBe(true);
  expect(await choice(user, 'community', 'Mati').isChecked()).toBe(true);
});
