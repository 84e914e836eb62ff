// Mentions in ticket comments and internal notes (docs/notifications.md, E-mail section 3): the
// people a comment names who may see it are told once per comment and mailed once; never the
// author, never someone who may not see the ticket or the note; an edit tells only the newly named.
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import createHandler from '@/pages/api/tickets/[id]/comments/index';
import editHandler from '@/pages/api/tickets/[id]/comments/[commentId]/index';
import { MENTION } from '@/server/comments/notify-mentions';
import { notifications, users, type Ticket } from '@/server/db/schema';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { createTicket } from '../helpers/comment-fixtures';
import { createUser } from '../helpers/fixtures';
import { eventually, giveEmail, outboxOf, useMailWorker } from '../helpers/mail-fixtures';
import { mailsTo, useMailSandbox } from '../helpers/mail-sandbox';

const ctx = useApiContext();
const mail = useMailSandbox();
const mailWorker = useMailWorker();
let agent: SessionUser;
let colleague: SessionUser;
let requester: SessionUser;
let stranger: SessionUser;
let ticket: Ticket;

beforeAll(async () => {
  agent = await createUser(ctx.db, { role: 'agent', username: 'agen.satu' });
  colleague = await createUser(ctx.db, { role: 'agent', username: 'Agen-Dua' });
  requester = await createUser(ctx.db, { role: 'user', username: 'pemohon' });
  stranger = await createUser(ctx.db, { role: 'user', username: 'orang_lain' });
  for (const person of [agent, colleague, requester, stranger]) await giveEmail(ctx.db, person);
  ticket = await createTicket(ctx.db, { requester, assignee: agent });
});

const post = (user: SessionUser, markdown: string, isInternal = false) =>
  ctx.api.call<{ id: number }>(createHandler, { method: 'POST', params: { id: String(ticket.id) }, user, body: { markdown, is_internal: isInternal } });
const edit = (user: SessionUser, commentId: number, markdown: string) =>
  ctx.api.call<{ id: number }>(editHandler, { method: 'PATCH', params: { id: String(ticket.id), commentId: String(commentId) }, user, body: { markdown } });
const mentioned = async (person: SessionUser) =>
  (await ctx.db.select().from(notifications).where(and(eq(notifications.toUserId, person.id), eq(notifications.type, MENTION)))).length;

describe('mentions in ticket comments', () => {
  it('a comment tells the mentioned people who may see the ticket, once each, and mails them once', async () => {
    const res = await post(agent, '@agen-dua dan @PEMOHON, mohon dicek. @agen-dua lagi, @agen.satu (saya), @orang_lain, `@agen-dua` dalam kode.');
    expect(res.status).toBe(201);
    expect([await mentioned(colleague), await mentioned(requester), await mentioned(agent), await mentioned(stranger)]).toEqual([1, 1, 0, 0]);
    const [row] = await ctx.db.select().from(notifications).where(and(eq(notifications.toUserId, colleague.id), eq(notifications.type, MENTION)));
    expect(row).toMatchObject({ ticketId: ticket.id, fromUserId: agent.id, title: `Pengguna agen.satu menyebut Anda dalam komentar pada tiket ${ticket.number}` });

    await mailWorker.worker.mail.dispatch();
    await eventually(async () => (await outboxOf(ctx.db, colleague)).every((m) => m.state === 'sent'));
    const received = await mailsTo(mail.sandbox, 'agen-dua@localhost');
    expect(received.filter((m) => m.subject.includes('menyebut Anda'))).toHaveLength(1);
    expect(received[0].text).toContain(`http://localhost:3000/helpdesk/tickets/${ticket.id}`);
  });

  it('an internal note tells only staff; the requester named in it hears nothing', async () => {
    const before = [await mentioned(colleague), await mentioned(requester)];
    const requesterMails = (await outboxOf(ctx.db, requester)).length;
    expect((await post(agent, 'Catatan: @Agen-Dua tolong tangani, @pemohon belum melengkapi berkas.', true)).status).toBe(201);
    expect([await mentioned(colleague), await mentioned(requester)]).toEqual([before[0] + 1, before[1]]);
    const [note] = await ctx.db.select().from(notifications).where(and(eq(notifications.toUserId, colleague.id), eq(notifications.type, MENTION))).orderBy(desc(notifications.id)).limit(1);
    expect(note.title).toBe(`Pengguna agen.satu menyebut Anda dalam catatan internal pada tiket ${ticket.number}`);
    expect(await outboxOf(ctx.db, requester)).toHaveLength(requesterMails);
  });

  it('an edit tells only the newly mentioned; a deactivated account is never told', async () => {
    const created = await post(requester, 'Terima kasih @agen.satu');
    expect(await mentioned(agent)).toBe(1);
    await ctx.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, colleague.id));
    const before = await mentioned(colleague);
    expect((await edit(requester, created.body.id, 'Terima kasih @agen.satu dan @agen-dua')).status).toBe(200);
    expect([await mentioned(agent), await mentioned(colleague)]).toEqual([1, before]);
    await ctx.db.update(users).set({ deactivatedAt: null }).where(eq(users.id, colleague.id));
    expect((await edit(requester, created.body.id, 'Terima kasih @agen.satu dan @agen-dua!')).status).toBe(200);
    expect((await edit(requester, created.body.id, 'Terima kasih @agen-dua, @agen.satu')).status).toBe(200);
    expect([await mentioned(agent), await mentioned(colleague)]).toEqual([1, before + 1]);
  });

  it('a published ticket lets any user be mentioned', async () => {
    const open = await createTicket(ctx.db, { requester, assignee: agent, published: true });
    const res = await ctx.api.call(createHandler, { method: 'POST', params: { id: String(open.id) }, user: agent, body: { markdown: 'Lihat juga @orang_lain' } });
    expect(res.status).toBe(201);
    expect(await mentioned(stranger)).toBe(1);
  });
});
