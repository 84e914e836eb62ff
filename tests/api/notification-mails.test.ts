import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import commentsHandler from '@/pages/api/tickets/[id]/comments/index';
import { notificationMails, notifications, type Ticket } from '@/server/db/schema';
import { getBoss } from '@/server/jobs/boss';
import { dispatchNotificationMails } from '@/server/mail/dispatch-notification-mails';
import type { SessionUser } from '@/utils/session-user';
import { createTicket, createTicketCast } from '../helpers/comment-fixtures';
import { useApiContext } from '../helpers/api-context';
import { eventually, giveEmail, outboxOf, useMailWorker } from '../helpers/mail-fixtures';
import { mailsTo, useMailSandbox } from '../helpers/mail-sandbox';
import { applyEnv } from '../helpers/sandbox-lifecycle';

// Notification mails through the job queue (docs/notifications.md, E-mail section 2): one mail per
// event and recipient, read back from the mail sandbox; failures retried, then recorded.
const ctx = useApiContext();
const mail = useMailSandbox();
const mailWorker = useMailWorker();

let admin: SessionUser;
let agent: SessionUser;
let requester: SessionUser;
const email: Record<string, string> = {};

beforeAll(async () => {
  ({ admin, agent, requester } = await createTicketCast(ctx.db));
  for (const [name, user] of Object.entries({ admin, agent, requester })) email[name] = await giveEmail(ctx.db, user);
});
beforeEach(() => {
  mail.sandbox.resetFaults();
  mail.sandbox.clear();
});

const comment = (ticket: Ticket, user: SessionUser, body: object) =>
  ctx.api.call(commentsHandler, { method: 'POST', params: { id: String(ticket.id) }, user, body });

const stateOf = async (notificationId: number) => (await ctx.db.select().from(notificationMails).where(eq(notificationMails.notificationId, notificationId)))[0];

describe('notification mails', () => {
  it('a reply on my ticket reaches me once, through the queue, with a link to the ticket; admins keep the bell only', async () => {
    const ticket = await createTicket(ctx.db, { requester, assignee: agent, title: 'Gaji belum naik' });
    expect((await comment(ticket, agent, { markdown: 'Sudah kami **cek**, mohon tunggu.' })).status).toBe(201);
    // Nothing is sent inside the request: the row waits in the outbox.
    const [row] = await outboxOf(ctx.db, requester);
    expect(row).toMatchObject({ state: 'pending', key: `notification:${row.notificationId}` });
    expect(mail.sandbox.messages()).toEqual([]);
    await mailWorker.worker.mail.dispatch();
    await eventually(async () => (await stateOf(row.notificationId!)).state === 'sent');
    const received = await mailsTo(mail.sandbox, email.requester);
    expect(received).toHaveLength(1);
    expect(received[0].subject).toContain('[Helpdesk ASN]');
    expect(received[0].text).toContain('Sudah kami cek, mohon tunggu.');
    expect(received[0].text).toContain(`http://localhost:3000/helpdesk/tickets/${ticket.id}`);
    expect(received[0].html).toContain(`href="http://localhost:3000/helpdesk/tickets/${ticket.id}"`);
    expect(received[0].headers['x-notification-id']).toBe(String(row.notificationId));
    // The admin was notified in the bell but gets no mail; the author none at all.
    expect(await ctx.db.select().from(notifications).where(eq(notifications.toUserId, admin.id))).not.toHaveLength(0);
    expect(await mailsTo(mail.sandbox, email.admin)).toEqual([]);
    expect(await mailsTo(mail.sandbox, email.agent)).toEqual([]);
  });

  it('never sends twice for one notification, however often it is handed to the queue', async () => {
    const ticket = await createTicket(ctx.db, { requester, assignee: agent });
    await comment(ticket, agent, { markdown: 'Balasan kedua' });
    const [row] = (await outboxOf(ctx.db, requester)).filter((r) => r.state === 'pending');
    const boss = await getBoss();
    await dispatchNotificationMails(ctx.db, boss);
    // The outbox row is put back to pending, as if the dispatcher had died before marking it.
    await ctx.db.update(notificationMails).set({ state: 'pending' }).where(eq(notificationMails.id, row.id));
    await dispatchNotificationMails(ctx.db, boss);
    await eventually(async () => (await stateOf(row.notificationId!)).state === 'sent');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mailsTo(mail.sandbox, email.requester)).toHaveLength(1);
  });

  it('an internal note never reaches the requester, by bell or by mail', async () => {
    const ticket = await createTicket(ctx.db, { requester, assignee: agent });
    expect((await comment(ticket, admin, { markdown: 'Catatan rahasia', is_internal: true })).status).toBe(201);
    await mailWorker.worker.mail.dispatch();
    await eventually(async () => (await ctx.db.select().from(notificationMails).where(eq(notificationMails.userId, agent.id))).some((r) => r.state === 'sent'));
    expect(await mailsTo(mail.sandbox, email.requester)).toEqual([]);
    // Staff on the ticket do get it: the note is theirs to see.
    const [toAgent] = await mailsTo(mail.sandbox, email.agent);
    expect(toAgent.text).toContain('Catatan rahasia');
  });

  it('nothing is queued while the portal sends no mail (SMTP_URL unset)', async () => {
    const restore = applyEnv({ SMTP_URL: '' });
    try {
      const ticket = await createTicket(ctx.db, { requester, assignee: agent });
      await comment(ticket, agent, { markdown: 'Tanpa server surel' });
      const [notification] = await ctx.db.select().from(notifications).where(and(eq(notifications.ticketId, ticket.id), eq(notifications.toUserId, requester.id)));
      expect(notification).toBeDefined();
      expect(await stateOf(notification.id)).toBeUndefined();
    } finally {
      restore();
    }
  });

  it('recipients without an e-mail get the bell only', async () => {
    const { requester: noMail, agent: helper } = await createTicketCast(ctx.db);
    const ticket = await createTicket(ctx.db, { requester: noMail, assignee: helper });
    await comment(ticket, helper, { markdown: 'Dibalas' });
    expect(await ctx.db.select().from(notifications).where(eq(notifications.toUserId, noMail.id))).toHaveLength(1);
    expect(await outboxOf(ctx.db, noMail)).toEqual([]);
  });

  it('a mail server that keeps refusing is retried with backoff, then the failure is recorded and the notification kept', async () => {
    mail.sandbox.setFaults({ status: 451 });
    const ticket = await createTicket(ctx.db, { requester, assignee: agent });
    await comment(ticket, agent, { markdown: 'Balasan saat server surel mati' });
    const [row] = (await outboxOf(ctx.db, requester)).filter((r) => r.state === 'pending');
    await mailWorker.worker.mail.dispatch();
    await eventually(async () => (await stateOf(row.notificationId!)).state === 'failed', 30_000);
    const failed = await stateOf(row.notificationId!);
    expect(failed.attempts).toBe(4);
    expect(failed.error).toContain('451');
    expect(await ctx.db.select().from(notifications).where(eq(notifications.id, row.notificationId!))).toHaveLength(1);
    expect(await mailsTo(mail.sandbox, email.requester)).toEqual([]);
  }, 40_000);

  it('a temporary failure is retried and the mail then goes out once', async () => {
    mail.sandbox.setFaults({ status: 451, times: 2 });
    const ticket = await createTicket(ctx.db, { requester, assignee: agent });
    await comment(ticket, agent, { markdown: 'Balasan setelah gangguan' });
    const [row] = (await outboxOf(ctx.db, requester)).filter((r) => r.state === 'pending');
    await mailWorker.worker.mail.dispatch();
    await eventually(async () => (await stateOf(row.notificationId!)).state === 'sent', 30_000);
    expect((await stateOf(row.notificationId!)).attempts).toBe(3);
    expect(await mailsTo(mail.sandbox, email.requester)).toHaveLength(1);
  }, 40_000);
});
