// Parallel subscribe/unsubscribe by the same user: one row at most (primary key), the answer of
// each request matches what it did, and parallel subscriptions to many tickets all land.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import subscribeHandler from '@/pages/api/tickets/[id]/subscribe';
import { ticketSubscriptions, type Ticket } from '@/server/db/schema';
import type { SessionUser } from '@/utils/session-user';
import { createCast, insertTicket } from '../../helpers/ticket-fixtures';
import { useApiContext } from '../../helpers/api-context';

const ctx = useApiContext();

let cast: Awaited<ReturnType<typeof createCast>>;

beforeAll(async () => {
  cast = await createCast(ctx.db);
});

const subscribe = (ticket: Ticket, user: SessionUser, method: 'PUT' | 'DELETE' = 'PUT') =>
  ctx.api.call<{ is_subscribed: boolean }>(subscribeHandler, { method, params: { id: String(ticket.id) }, user });
const rowsOf = (ticket: Ticket, user: SessionUser) =>
  ctx.db.select().from(ticketSubscriptions).where(and(eq(ticketSubscriptions.ticketId, ticket.id), eq(ticketSubscriptions.userId, user.id)));
const newTicket = () => insertTicket(ctx.db, { requester: cast.requester, published: true });

describe('parallel subscribe/unsubscribe by the same user', () => {
  it('20 parallel subscribes: all 200, exactly one row', async () => {
    const ticket = await newTicket();
    const answers = await Promise.all(Array.from({ length: 20 }, () => subscribe(ticket, cast.stranger)));
    expect(answers.map((a) => [a.status, a.body.is_subscribed])).toEqual(Array(20).fill([200, true]));
    expect(await rowsOf(ticket, cast.stranger)).toHaveLength(1);
  });

  it('20 parallel subscribes and unsubscribes interleaved: at most one row, every answer 200', async () => {
    const ticket = await newTicket();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => subscribe(ticket, cast.stranger, i % 2 ? 'DELETE' : 'PUT')));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect((await rowsOf(ticket, cast.stranger)).length).toBeLessThanOrEqual(1);
    // Whatever the interleaving, a final subscribe then leaves exactly one row.
    await subscribe(ticket, cast.stranger);
    expect(await rowsOf(ticket, cast.stranger)).toHaveLength(1);
  });

  it('20 tickets subscribed in parallel by one user: 20 rows, none lost', async () => {
    const tickets = await Promise.all(Array.from({ length: 20 }, () => newTicket()));
    await Promise.all(tickets.map((t) => subscribe(t, cast.admin)));
    const rows = await ctx.db.select().from(ticketSubscriptions).where(eq(ticketSubscriptions.userId, cast.admin.id));
    expect(new Set(rows.map((r) => r.ticketId))).toEqual(new Set(tickets.map((t) => t.id)));
    expect(rows).toHaveLength(20);
  });

  it('the schema refuses a duplicate subscription row (primary key)', async () => {
    const ticket = await newTicket();
    const row = { ticketId: ticket.id, userId: cast.agent.id };
    await ctx.db.insert(ticketSubscriptions).values(row);
    await expect(ctx.db.insert(ticketSubscriptions).values(row)).rejects.toSatisfy((e: unknown) => JSON.stringify(e).includes('23505') || /duplicate key/.test(String(e)));
    expect(await rowsOf(ticket, cast.agent)).toHaveLength(1);
  });
});
