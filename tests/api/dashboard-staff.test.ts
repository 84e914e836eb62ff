import { beforeAll, describe, expect, it } from 'vitest';
import handler from '@/pages/api/dashboard/staff';
import { agentAvailability, ticketComments, tickets, type Ticket } from '@/server/db/schema';
import type { StaffDashboard } from '@/utils/schemas/dashboard';
import type { SessionUser } from '@/utils/session-user';
import { eq } from 'drizzle-orm';
import { createUser } from '../helpers/fixtures';
import { insertTicket } from '../helpers/ticket-fixtures';
import { markAway } from '../helpers/assignment-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

let admin: SessionUser;
let agentA: SessionUser;
let agentB: SessionUser;
let user: SessionUser;

const MIN = 60_000;
const at = (local: string) => new Date(`${local}+07:00`);
const comment = (ticket: Ticket, by: SessionUser, minutes: number) =>
  ctx.db.insert(ticketComments).values({ ticketId: ticket.id, userId: by.id, markdown: 'x', html: '<p>x</p>', createdAt: new Date(ticket.createdAt.getTime() + minutes * MIN) });
const complete = (ticket: Ticket, minutes: number) =>
  ctx.db.update(tickets).set({ completedAt: new Date(ticket.createdAt.getTime() + minutes * MIN) }).where(eq(tickets.id, ticket.id));

beforeAll(async () => {
  admin = await createUser(ctx.db, { role: 'admin' });
  agentA = await createUser(ctx.db, { role: 'agent' });
  agentB = await createUser(ctx.db, { role: 'agent' });
  user = await createUser(ctx.db);
  const t1 = await insertTicket(ctx.db, { requester: user, assignee: agentA, status: 'SELESAI', createdAt: at('2026-03-02T09:00:00') });
  await comment(t1, user, 5); // the requester's own comment is no response
  await comment(t1, agentA, 30);
  await complete(t1, 120);
  const t2 = await insertTicket(ctx.db, { requester: user, assignee: agentA, status: 'DIKERJAKAN', createdAt: at('2026-03-03T09:00:00') });
  await comment(t2, admin, 90);
  const t3 = await insertTicket(ctx.db, { requester: user, assignee: agentB, status: 'SELESAI', createdAt: at('2026-03-10T10:00:00') });
  await comment(t3, agentB, 10);
  await complete(t3, 600);
  await insertTicket(ctx.db, { requester: user, status: 'DIAJUKAN', createdAt: at('2026-03-04T08:00:00') });
  // Outside the range on both sides (00:10 on 1 April in Jakarta is still 31 March in UTC).
  const before = await insertTicket(ctx.db, { requester: user, assignee: agentB, status: 'DIAJUKAN', createdAt: at('2026-02-01T08:00:00') });
  await comment(before, agentB, 1);
  const after = await insertTicket(ctx.db, { requester: user, assignee: agentB, status: 'DITOLAK', createdAt: at('2026-04-01T00:10:00') });
  await comment(after, agentB, 1);
  // An agent asking for themself: their own comment does not answer it.
  const own = await insertTicket(ctx.db, { requester: agentA, assignee: agentB, status: 'DIAJUKAN', createdAt: at('2026-03-05T08:00:00') });
  await comment(own, agentA, 5);
});

const get = (qs: string, who: SessionUser | null = admin) => ctx.api.call<StaffDashboard>(handler, { path: `/dashboard/staff${qs}`, user: who });
const MARCH = '?from=2026-03-01&to=2026-03-31';

describe('GET /api/dashboard/staff', () => {
  it('counts open tickets per staff member now, zero included, busiest first', async () => {
    const res = await get(MARCH);
    expect(res.status).toBe(200);
    expect(res.body.load.map((a) => [a.id, a.open])).toEqual([
      [agentB.id, 2],
      [agentA.id, 1],
      [admin.id, 0],
    ]);
  });

  it("carries each staff member's away state: away until a moment, away open-ended, a passed until-date is back", async () => {
    const back = new Date(Date.now() + 2 * 86_400_000);
    await markAway(ctx.db, agentA, new Date(Date.now() - 60_000), back);
    await markAway(ctx.db, agentB, new Date(Date.now() - 60_000), new Date(Date.now() - 1000));
    const { body } = await get(MARCH);
    expect(body.load.map((a) => [a.id, a.away, a.away_until])).toEqual([
      [agentB.id, false, null],
      [agentA.id, true, back.toISOString()],
      [admin.id, false, null],
    ]);
    await markAway(ctx.db, agentB, new Date(Date.now() - 60_000));
    expect((await get(MARCH)).body.load.find((a) => a.id === agentB.id)).toMatchObject({ away: true, away_until: null });
    await ctx.db.delete(agentAvailability);
  });

  it('gives first-response and resolution medians and p90 in minutes over the range only', async () => {
    const { body } = await get(MARCH);
    expect(body).toMatchObject({ from: '2026-03-01', to: '2026-03-31' });
    expect(body.overall.response).toEqual({ count: 3, median: 30, p90: 78 });
    expect(body.overall.resolution).toEqual({ count: 2, median: 360, p90: 552 });
  });

  it('splits them per assigned agent, with unassigned tickets under id null', async () => {
    const { body } = await get(MARCH);
    const of = (id: number | null) => body.agents.find((a) => a.id === id);
    expect(of(agentA.id)).toMatchObject({ name: agentA.name, response: { count: 2, median: 60 }, resolution: { count: 1, median: 120 } });
    expect(of(agentB.id)).toMatchObject({ response: { count: 1, median: 10 }, resolution: { count: 1, median: 600 } });
    expect(of(null)).toMatchObject({ name: null, response: { count: 0, median: null }, resolution: { count: 0 } });
  });

  it('gives medians per week of creation (Mondays, Jakarta time)', async () => {
    const { body } = await get(MARCH);
    expect(body.weeks.map((w) => [w.week, w.response.median])).toEqual([
      ['2026-03-02', 60],
      ['2026-03-09', 10],
    ]);
  });

  it('lets agents see every agent too, and refuses users and visitors', async () => {
    expect((await get(MARCH, agentA)).body.agents.length).toBe(3);
    expect((await get(MARCH, user)).status).toBe(403);
    expect((await get(MARCH, null)).status).toBe(401);
  });

  it.each([
    ['?from=2026-03-31&to=2026-03-01', 'from'],
    ['?from=2025-01-01&to=2026-03-01', 'to'],
    ['?from=2026-03-01', 'from'],
    ['?from=2026-02-30&to=2026-03-01', 'from'],
    ['?from=x&to=y', 'from'],
  ])('answers 400 for %s', async (qs, field) => {
    const res = await ctx.api.call<{ code: string; fields?: { path: string }[] }>(handler, { path: `/dashboard/staff${qs}`, user: admin });
    expect(res.status).toBe(400);
    expect(res.body.fields?.map((f) => f.path)).toContain(field);
  });

  it('defaults to the last 30 days', async () => {
    const { body } = await get('');
    expect(Date.parse(body.to) - Date.parse(body.from)).toBe(29 * 86_400_000);
  });
});
