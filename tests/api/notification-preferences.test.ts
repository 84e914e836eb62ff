import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import commentsHandler from '@/pages/api/tickets/[id]/comments/index';
import preferencesHandler from '@/pages/api/notifications/preferences';
import unsubscribeHandler from '@/pages/api/notifications/unsubscribe';
import { notificationMails, notificationPreferences, notifications, type Ticket } from '@/server/db/schema';
import type { NotificationPreferencesView } from '@/utils/schemas/notification-preferences';
import type { SessionUser } from '@/utils/session-user';
import { createTicket, createTicketCast } from '../helpers/comment-fixtures';
import { useApiContext } from '../helpers/api-context';
import { eventually, giveEmail, outboxOf, useMailWorker } from '../helpers/mail-fixtures';
import { mailsTo, useMailSandbox } from '../helpers/mail-sandbox';

// Preferences, honoured per channel, and the one-click unsubscribe (docs/notifications.md,
// Preferences, digest and unsubscribe); mails read back from the mail sandbox.
const ctx = useApiContext();
const mail = useMailSandbox();
const mailWorker = useMailWorker();

let agent: SessionUser;
let requester: SessionUser;
let requesterEmail: string;

beforeAll(async () => {
  ({ agent, requester } = await createTicketCast(ctx.db));
  requesterEmail = await giveEmail(ctx.db, requester);
  await giveEmail(ctx.db, agent);
});
beforeEach(async () => {
  mail.sandbox.clear();
  await ctx.db.delete(notificationPreferences);
});

const put = (user: SessionUser, body: object) => ctx.api.call<NotificationPreferencesView>(preferencesHandler, { method: 'PUT', user, body });
const reply = async (ticket: Ticket, text: string) => expect((await ctx.api.call(commentsHandler, { method: 'POST', params: { id: String(ticket.id) }, user: agent, body: { markdown: text } })).status).toBe(201);
const bellOf = (ticket: Ticket) => ctx.db.select().from(notifications).where(and(eq(notifications.ticketId, ticket.id), eq(notifications.toUserId, requester.id)));
const sentCount = async () => (await outboxOf(ctx.db, requester)).filter((r) => r.state === 'sent').length;

async function mailedOnce(text: string) {
  const before = await sentCount();
  await mailWorker.worker.mail.dispatch();
  await eventually(async () => (await sentCount()) > before);
  const received = (await mailsTo(mail.sandbox, requesterEmail)).filter((m) => m.text.includes(text));
  expect(received).toHaveLength(1);
  return received[0];
}

describe('preferences routes', () => {
  it('answer the defaults, store a choice, and drop a kind set back to its default', async () => {
    const read = await ctx.api.call<NotificationPreferencesView>(preferencesHandler, { user: requester });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ has_email: true, digest_hour: 7 });
    expect(read.body.kinds.find((k) => k.kind === 'community')).toEqual({ kind: 'community', channel: 'digest', default_channel: 'digest' });
    expect(read.body.kinds.map((k) => k.kind)).not.toContain('ticket_assignment');

    const saved = await put(requester, { digest_hour: 18, channels: { loan: 'off', community: 'digest' } });
    expect(saved.status).toBe(200);
    expect(saved.body.digest_hour).toBe(18);
    expect(saved.body.kinds.find((k) => k.kind === 'loan')?.channel).toBe('off');
    expect(await ctx.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, requester.id))).toEqual([{ userId: requester.id, kind: 'loan', channel: 'off' }]);
    await put(requester, { digest_hour: 18, channels: { loan: 'email' } });
    expect(await ctx.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, requester.id))).toEqual([]);
  });

  it('offer the staff-only kinds to staff only, and refuse them from a user', async () => {
    expect((await ctx.api.call<NotificationPreferencesView>(preferencesHandler, { user: agent })).body.kinds.map((k) => k.kind)).toContain('ticket_assignment');
    expect((await put(agent, { digest_hour: 7, channels: { ticket_assignment: 'digest' } })).status).toBe(200);
    const refused = await put(requester, { digest_hour: 7, channels: { ticket_assignment: 'off' } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'STAFF_ONLY_NOTIFICATION' });
  });

  it('reject unknown kinds, channels and hours with 400', async () => {
    for (const body of [{ digest_hour: 24, channels: {} }, { digest_hour: 7, channels: { loan: 'sms' } }, { digest_hour: 7, channels: { nothing: 'off' } }]) {
      expect((await put(requester, body)).status).toBe(400);
    }
  });

  it('say plainly that an account without e-mail gets everything in the portal', async () => {
    const { otherUser } = await createTicketCast(ctx.db);
    const read = await ctx.api.call<NotificationPreferencesView>(preferencesHandler, { user: otherUser });
    expect(read.body.has_email).toBe(false);
  });
});

describe('channels honoured', () => {
  it('email: one mail at once; in_app: the bell, no mail; off: no notification at all', async () => {
    const ticket = await createTicket(ctx.db, { requester, assignee: agent });
    await reply(ticket, 'Balasan lewat e-mail');
    await mailedOnce('Balasan lewat e-mail');

    await put(requester, { digest_hour: 7, channels: { ticket_activity: 'in_app' } });
    await reply(ticket, 'Balasan hanya di portal');
    expect(await bellOf(ticket)).toHaveLength(2);
    expect((await outboxOf(ctx.db, requester)).filter((r) => r.state !== 'sent')).toEqual([]);

    await put(requester, { digest_hour: 7, channels: { ticket_activity: 'off' } });
    await reply(ticket, 'Balasan yang dimatikan');
    expect(await bellOf(ticket)).toHaveLength(2);
    await mailWorker.worker.mail.dispatch();
    expect((await mailsTo(mail.sandbox, requesterEmail)).map((m) => m.text).join()).not.toMatch(/hanya di portal|dimatikan/);
  });
});

describe('one-click unsubscribe', () => {
  it('every mail carries the RFC 8058 headers and the footer link; GET changes nothing, POST without a session does', async () => {
    const ticket = await createTicket(ctx.db, { requester, assignee: agent });
    await reply(ticket, 'Balasan dengan tautan berhenti');
    const received = await mailedOnce('Balasan dengan tautan berhenti');
    expect(received.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const address = /^<(http:\/\/localhost:3000\/helpdesk\/api\/notifications\/unsubscribe\?token=(\S+))>$/.exec(received.headers['list-unsubscribe']);
    expect(address).not.toBeNull();
    const token = address![2];
    expect(received.text).toContain(`Berhenti menerima: http://localhost:3000/helpdesk/berhenti-menerima/${token}`);

    const seen = await ctx.api.call(unsubscribeHandler, { params: { token }, user: null });
    expect(seen).toMatchObject({ status: 200, body: { kind: 'ticket_activity', unsubscribed: false } });
    expect(await ctx.db.select().from(notificationPreferences)).toEqual([]);

    // What a mail client sends: a form POST, no cookie, no Origin.
    const done = await ctx.api.call(unsubscribeHandler, { method: 'POST', params: { token }, user: null, origin: null, form: true, body: { 'List-Unsubscribe': 'One-Click' } });
    expect(done).toMatchObject({ status: 200, body: { kind: 'ticket_activity', unsubscribed: true } });
    expect(await ctx.db.select().from(notificationPreferences)).toEqual([{ userId: requester.id, kind: 'ticket_activity', channel: 'in_app' }]);
    expect((await ctx.api.call(unsubscribeHandler, { params: { token }, user: null })).body).toMatchObject({ unsubscribed: true });
  });

  it('a tampered, foreign or malformed token answers 404 or 400 JSON and changes nothing', async () => {
    const ticket = await createTicket(ctx.db, { requester, assignee: agent });
    await reply(ticket, 'Balasan untuk token palsu');
    const token = /token=(\S+)>/.exec((await mailedOnce('Balasan untuk token palsu')).headers['list-unsubscribe'])![1];
    const [, kind, mac] = token.split('.');
    for (const bad of [`${agent.id}.${kind}.${mac}`, `${requester.id}.loan.${mac}`, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'x'.repeat(150)]) {
      const answer = await ctx.api.call(unsubscribeHandler, { method: 'POST', params: { token: bad }, user: null, origin: null });
      expect(answer).toMatchObject({ status: 404, body: { code: 'UNSUBSCRIBE_LINK_INVALID' } });
    }
    expect((await ctx.api.call(unsubscribeHandler, { params: { token: 'x'.repeat(500) }, user: null })).status).toBe(400);
    expect(await ctx.db.select().from(notificationPreferences)).toEqual([]);
    expect(await ctx.db.select().from(notificationMails).where(eq(notificationMails.state, 'failed'))).toEqual([]);
  });
});
