// A reply on my ticket reaches me by e-mail (docs/notifications.md, E-mail): the agent answers in
// the browser, the portal's job worker sends the mail to the mail sandbox, and the mail's link
// opens the ticket for the requester.
import { expect, it } from 'vitest';
import { screenshot, skipAfterFailure } from './support/browser';
import { useStoryTicket } from './support/ticket-story';
import { commentWith, openTicket, sendHeldNow, useActors, waitForApi } from './support/tickets';

const MAIL_SANDBOX = process.env.E2E_MAIL_SANDBOX_URL ?? '';
const REQUESTER = 'user@helpdesk.localhost';
const REPLY = 'Berkas SK sudah kami terima, mohon tunggu verifikasi.';

const actors = useActors();
const ticket = useStoryTicket(actors, 'assigned');
skipAfterFailure();

interface Summary {
  id: string;
  subject: string;
}

async function mailAbout(number: string, timeoutMs = 30_000): Promise<{ id: string; text: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const list = (await (await fetch(`${MAIL_SANDBOX}/__control/messages?to=${encodeURIComponent(REQUESTER)}`)).json()) as { data: Summary[] };
    const found = list.data.filter((m) => m.subject.includes(`Komentar baru pada tiket ${number}`));
    if (found.length > 0) {
      expect(found).toHaveLength(1);
      return ((await (await fetch(`${MAIL_SANDBOX}/__control/messages/${found[0].id}`)).json()) as { data: { id: string; text: string } }).data;
    }
    if (Date.now() > deadline) throw new Error(`no mail about ${number} for ${REQUESTER} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

it("the agent's reply reaches the requester by e-mail, once, and its link opens the ticket", async () => {
  expect(MAIL_SANDBOX, 'E2E_MAIL_SANDBOX_URL (the portal runs with the mail sandbox)').not.toBe('');
  const agent = await actors.as('agent');
  await openTicket(agent, ticket().id);
  const box = agent.getByTestId('new-comment');
  await box.getByRole('textbox', { name: 'Kirim Komentar' }).fill(REPLY);
  const sent = waitForApi(agent, 'POST', /\/api\/tickets\/\d+\/comments$/);
  await box.getByRole('button', { name: 'Kirim Komentar' }).click();
  await sendHeldNow(agent);
  expect((await sent).status()).toBe(201);

  const mail = await mailAbout(ticket().number);
  expect(mail.text).toContain(REPLY);
  const link = /Buka di Helpdesk ASN: (\S+)/.exec(mail.text)?.[1];
  expect(link).toMatch(new RegExp(`/helpdesk/tickets/${ticket().id}$`));

  const user = await actors.as('user');
  await user.goto(`${MAIL_SANDBOX}/messages/${mail.id}`);
  await user.getByRole('heading', { name: /Komentar baru pada tiket/ }).waitFor();
  await screenshot(user, 'notification-mail-sandbox');
  await user.goto(link!);
  await commentWith(user, REPLY).waitFor();
});
