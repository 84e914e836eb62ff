// Automatic assignment at ticket creation (docs/assignment.md): the sub-category's mode decides,
// the least-loaded eligible agent gets it, the history says "by the system".
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import agentsHandler from '@/pages/api/tickets/[id]/agents';
import ticketsHandler from '@/pages/api/tickets/index';
import { notifications, ticketHistories, tickets, users } from '@/server/db/schema';
import { setRateLimitStore } from '@/server/http/rate-limit';
import { MemoryRateLimitStore } from '@/server/http/rate-limit-store';
import type { TicketDetail } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { markAway, subCategoryWithAgents } from '../helpers/assignment-fixtures';
import { createUser } from '../helpers/fixtures';
import { insertTicket, ticketRow } from '../helpers/ticket-fixtures';

const ctx = useApiContext();
let requester: SessionUser;

beforeAll(async () => {
  requester = await createUser(ctx.db, { role: 'user' });
});
beforeEach(() => setRateLimitStore(new MemoryRateLimitStore()));

const create = (subCategoryId: number, by: SessionUser = requester) =>
  ctx.api.call<TicketDetail>(ticketsHandler, { method: 'POST', user: by, body: { title: 'Kenaikan pangkat belum diproses', description: 'Mohon dibantu', sub_category_id: subCategoryId } });

describe('POST /tickets with automatic assignment', () => {
  it('a manual sub-category leaves the ticket in the pool', async () => {
    const agent = await createUser(ctx.db, { role: 'agent' });
    const sub = await subCategoryWithAgents(ctx.db, 'manual', requester, [agent]);
    const res = await create(sub);
    expect(res.status).toBe(201);
    expect((await ticketRow(ctx.db, res.body.id))?.assigneeId).toBeNull();
  });

  it('an automatic one gives it to the agent with the fewest open tickets, recorded as done by the system, and tells them', async () => {
    const [busy, free] = [await createUser(ctx.db, { role: 'agent' }), await createUser(ctx.db, { role: 'agent' })];
    const sub = await subCategoryWithAgents(ctx.db, 'automatic', requester, [busy, free]);
    await insertTicket(ctx.db, { requester, assignee: busy, status: 'DIKERJAKAN' });
    const res = await create(sub);
    expect(res.status).toBe(201);
    const row = await ticketRow(ctx.db, res.body.id);
    expect(row?.assigneeId).toBe(free.id);
    expect(row?.statusCode).toBe('DIAJUKAN');
    const history = await ctx.db.select().from(ticketHistories).where(and(eq(ticketHistories.ticketId, res.body.id), eq(ticketHistories.field, 'assignee')));
    const [person] = await ctx.db.select({ name: users.name, username: users.username }).from(users).where(eq(users.id, free.id));
    expect(history.map((h) => [h.userId, h.fromValue, h.toValue])).toEqual([[null, null, person.name ?? person.username]]);
    const told = await ctx.db.select().from(notifications).where(and(eq(notifications.ticketId, res.body.id), eq(notifications.toUserId, free.id)));
    expect(told.map((n) => [n.type, n.fromUserId])).toEqual([['assigned', null]]);
  });

  it('a tie goes to the agent who waited longest since their last assignment', async () => {
    const [a, b] = [await createUser(ctx.db, { role: 'agent' }), await createUser(ctx.db, { role: 'agent' })];
    const sub = await subCategoryWithAgents(ctx.db, 'automatic', requester, [a, b]);
    const first = await create(sub);
    const firstAgent = (await ticketRow(ctx.db, first.body.id))?.assigneeId;
    // The first one closes its ticket: loads are equal again, the other has waited longer.
    await ctx.db.update(tickets).set({ statusCode: 'SELESAI' }).where(eq(tickets.id, first.body.id));
    const second = await create(sub);
    expect((await ticketRow(ctx.db, second.body.id))?.assigneeId).toBe(firstAgent === a.id ? b.id : a.id);
  });

  it('a ticket an admin gives by hand counts as the agent\'s last assignment too', async () => {
    const admin = await createUser(ctx.db, { role: 'admin' });
    const [a, b] = [await createUser(ctx.db, { role: 'agent' }), await createUser(ctx.db, { role: 'agent' })];
    const sub = await subCategoryWithAgents(ctx.db, 'automatic', requester, [a, b]);
    const first = await create(sub);
    const firstAgent = (await ticketRow(ctx.db, first.body.id))?.assigneeId;
    const other = firstAgent === a.id ? b : a;
    const byHand = await insertTicket(ctx.db, { requester, status: 'DIAJUKAN' });
    const given = await ctx.api.call(agentsHandler, { method: 'PATCH', params: { id: String(byHand.id) }, body: { assignee_id: other.id }, user: admin });
    expect(given.status).toBe(200);
    // Both close their tickets: loads are equal, and the one given by hand is the more recent.
    await ctx.db.update(tickets).set({ statusCode: 'SELESAI' }).where(eq(tickets.id, first.body.id));
    await ctx.db.update(tickets).set({ statusCode: 'SELESAI' }).where(eq(tickets.id, byHand.id));
    const next = await create(sub);
    expect((await ticketRow(ctx.db, next.body.id))?.assigneeId).toBe(firstAgent);
  });

  it('away agents, deactivated agents and agents of other sub-categories get nothing; with no one left the ticket stays unassigned', async () => {
    const [away, gone, other] = [await createUser(ctx.db, { role: 'agent' }), await createUser(ctx.db, { role: 'agent' }), await createUser(ctx.db, { role: 'agent' })];
    const sub = await subCategoryWithAgents(ctx.db, 'automatic', requester, [away, gone]);
    await subCategoryWithAgents(ctx.db, 'automatic', requester, [other]);
    await markAway(ctx.db, away, new Date(Date.now() - 60_000));
    await ctx.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.id));
    const res = await create(sub);
    expect(res.status).toBe(201);
    expect((await ticketRow(ctx.db, res.body.id))?.assigneeId).toBeNull();
    const history = await ctx.db.select().from(ticketHistories).where(and(eq(ticketHistories.ticketId, res.body.id), isNull(ticketHistories.userId)));
    expect(history).toEqual([]);
  });

  it('an away agent whose until-date has passed gets tickets again', async () => {
    const back = await createUser(ctx.db, { role: 'agent' });
    const sub = await subCategoryWithAgents(ctx.db, 'automatic', requester, [back]);
    await markAway(ctx.db, back, new Date(Date.now() - 86_400_000), new Date(Date.now() - 1000));
    const res = await create(sub);
    expect((await ticketRow(ctx.db, res.body.id))?.assigneeId).toBe(back.id);
  });
});
