// A ticket overdue, for staff (docs/notifications.md, E-mail section 3): each unfinished ticket
// whose due time passes is told once to its assignee, or to the admins while nobody has it, and
// mailed once; a rerun or a moved due time behave as documented.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, subCategories } from '@/server/db/schema';
import { notifyOverdueTickets, OVERDUE_NOTICE_WINDOW_HOURS, TICKET_OVERDUE } from '@/server/notifications/ticket-overdue';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { createUser } from '../helpers/fixtures';
import { eventually, giveEmail, outboxOf, useMailWorker } from '../helpers/mail-fixtures';
import { mailsTo, useMailSandbox } from '../helpers/mail-sandbox';
import { ids, insertSubCategory, insertTicket, notifiedUserIds } from '../helpers/ticket-fixtures';

const ctx = useApiContext();
const mail = useMailSandbox();
const mailWorker = useMailWorker();
const HOUR = 3_600_000;
let admin: SessionUser;
let agent: SessionUser;
let requester: SessionUser;
let oneHour: number;
let agentAddress: string;
let adminAddress: string;

beforeAll(async () => {
  admin = await createUser(ctx.db, { role: 'admin' });
  agent = await createUser(ctx.db, { role: 'agent' });
  requester = await createUser(ctx.db, { role: 'user' });
  agentAddress = await giveEmail(ctx.db, agent);
  adminAddress = await giveEmail(ctx.db, admin);
  await giveEmail(ctx.db, requester);
  oneHour = await insertSubCategory(ctx.db, 1);
});

const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

describe('ticket overdue notifications', () => {
  it('tells the assignee once per due time, the admins for an unassigned ticket, and mails each once', async () => {
    const assigned = await insertTicket(ctx.db, { requester, assignee: agent, subCategoryId: oneHour, status: 'DIKERJAKAN', createdAt: ago(2) });
    const unassigned = await insertTicket(ctx.db, { requester, subCategoryId: oneHour, createdAt: ago(1.5) });
    const notYet = await insertTicket(ctx.db, { requester, assignee: agent, subCategoryId: oneHour, createdAt: ago(0.5) });
    const finished = await insertTicket(ctx.db, { requester, assignee: agent, subCategoryId: oneHour, status: 'SELESAI', createdAt: ago(2) });
    const longLate = await insertTicket(ctx.db, { requester, assignee: agent, subCategoryId: oneHour, createdAt: ago(OVERDUE_NOTICE_WINDOW_HOURS + 2) });

    expect(await notifyOverdueTickets({ db: ctx.db })).toEqual({ notified: 2 });
    expect(await notifyOverdueTickets({ db: ctx.db })).toEqual({ notified: 0 });

    expect(await notifiedUserIds(ctx.db, assigned.id, TICKET_OVERDUE)).toEqual(ids(agent));
    expect(await notifiedUserIds(ctx.db, unassigned.id, TICKET_OVERDUE)).toEqual(ids(admin));
    for (const quiet of [notYet, finished, longLate]) expect(await notifiedUserIds(ctx.db, quiet.id, TICKET_OVERDUE)).toEqual([]);
    const [row] = await ctx.db.select().from(notifications).where(eq(notifications.ticketId, assigned.id));
    expect(row.title).toBe(`Tiket ${assigned.number} melewati batas waktu penyelesaian: ${assigned.title}`);

    await mailWorker.worker.mail.dispatch();
    await eventually(async () => [...(await outboxOf(ctx.db, agent)), ...(await outboxOf(ctx.db, admin))].every((m) => m.state === 'sent'));
    const toAgent = await mailsTo(mail.sandbox, agentAddress);
    expect(toAgent.map((m) => m.subject)).toEqual([`[Helpdesk ASN] Tiket ${assigned.number} melewati batas waktu penyelesaian: ${assigned.title}`]);
    expect(toAgent[0].text).toContain(`http://localhost:3000/helpdesk/tickets/${assigned.id}`);
    expect((await mailsTo(mail.sandbox, adminAddress)).map((m) => m.subject)).toEqual([`[Helpdesk ASN] Tiket ${unassigned.number} melewati batas waktu penyelesaian: ${unassigned.title}`]);
    expect(await outboxOf(ctx.db, requester)).toEqual([]);
  });

  it('a new due time (the target changed) is told again, once', async () => {
    const sub = await insertSubCategory(ctx.db, 1);
    const ticket = await insertTicket(ctx.db, { requester, assignee: agent, subCategoryId: sub, createdAt: ago(3) });
    expect((await notifyOverdueTickets({ db: ctx.db })).notified).toBe(1);
    await ctx.db.update(subCategories).set({ durationTargetHours: 2 }).where(eq(subCategories.id, sub));
    expect((await notifyOverdueTickets({ db: ctx.db })).notified).toBe(1);
    expect((await notifyOverdueTickets({ db: ctx.db })).notified).toBe(0);
    expect(await notifiedUserIds(ctx.db, ticket.id, TICKET_OVERDUE)).toEqual([agent.id, agent.id]);
  });

  it('two rounds at once tell each ticket once', async () => {
    const ticket = await insertTicket(ctx.db, { requester, assignee: agent, subCategoryId: oneHour, createdAt: ago(1.2) });
    const rounds = await Promise.all([notifyOverdueTickets({ db: ctx.db }), notifyOverdueTickets({ db: ctx.db })]);
    expect(rounds.reduce((sum, r) => sum + r.notified, 0)).toBe(1);
    expect(await notifiedUserIds(ctx.db, ticket.id, TICKET_OVERDUE)).toEqual(ids(agent));
  });
});
