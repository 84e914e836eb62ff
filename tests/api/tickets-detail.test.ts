import { beforeAll, describe, expect, it } from 'vitest';
import detailHandler from '@/pages/api/tickets/[id]';
import subscribeHandler from '@/pages/api/tickets/[id]/subscribe';
import { eq } from 'drizzle-orm';
import { ticketSubscriptions, users } from '@/server/db/schema';
import { recordTicketHistory } from '@/server/tickets/record-history';
import type { TicketDetail } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { createCast, insertComment, insertTicket, react } from '../helpers/ticket-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

let cast: Awaited<ReturnType<typeof createCast>>;

beforeAll(async () => {
  cast = await createCast(ctx.db);
});

const get = (id: number, user: SessionUser) => ctx.api.call<TicketDetail>(detailHandler, { path: `/tickets/${id}`, params: { id: String(id) }, user });

describe('GET /api/tickets/{id} content', () => {
  it('answers comments oldest first with authors and reactions grouped by emoji, in the order of their first reaction', async () => {
    const { requester, agent, admin, stranger } = cast;
    const ticket = await insertTicket(ctx.db, { requester, assignee: agent, published: true, description: 'Isi **tebal**' });
    const first = await insertComment(ctx.db, ticket, agent, 'Sudah kami cek');
    const second = await insertComment(ctx.db, ticket, requester, 'Terima kasih');
    // An emoji no longer offered (stored before the list changed) is left out.
    await react(ctx.db, first, admin, '🦖');
    await react(ctx.db, first, stranger, '👍');
    await react(ctx.db, first, admin, '👍');
    await react(ctx.db, first, requester, '🎉');
    await react(ctx.db, first, requester, '👍');

    const res = await get(ticket.id, requester);
    expect(res.status).toBe(200);
    expect(res.body.comments.map((c) => c.id)).toEqual([first.id, second.id]);
    expect(res.body.comments[0]).toMatchObject({ ticket_id: ticket.id, user_id: agent.id, user: { id: agent.id, current_role: 'agent' }, markdown: 'Sudah kami cek', is_answer: false });
    expect(res.body.comments[0].reactions).toEqual([
      {
        emoji: '👍',
        count: 3,
        users: [stranger, admin, requester].map(({ id, name, username }) => ({ id, name, username })),
        reacted_by_me: true,
      },
      { emoji: '🎉', count: 1, users: [{ id: requester.id, name: requester.name, username: requester.username }], reacted_by_me: true },
    ]);
    expect(res.body.comments[1].reactions).toEqual([]);
    const asAgent = await get(ticket.id, agent);
    expect(asAgent.body.comments[0].reactions.every((r) => !r.reacted_by_me)).toBe(true);
  });

  it('answers histories with their users, and the ticket fields', async () => {
    const { requester, admin } = cast;
    const ticket = await insertTicket(ctx.db, { requester, status: 'SELESAI', stars: 4 });
    await recordTicketHistory(ctx.db, { ticketId: ticket.id, userId: admin.id, field: 'status', from: 'DIKERJAKAN', to: 'SELESAI' });
    await recordTicketHistory(ctx.db, { ticketId: ticket.id, userId: null, field: 'note' });
    const res = await get(ticket.id, requester);
    expect(res.body.histories).toMatchObject([
      { field: 'status', from_value: 'DIKERJAKAN', to_value: 'SELESAI', user: { id: admin.id } },
      { field: 'note', from_value: null, to_value: null, user: null },
    ]);
    expect(res.body).toMatchObject({
      description_markdown: 'Deskripsi tiket uji',
      description_html: '<p>Deskripsi tiket uji</p>',
      stars: 4,
      total_reminders: 0,
      published_at: null,
      is_subscribed: false,
    });
    expect(new Date(res.body.created_at).toISOString()).toBe(res.body.created_at);
  });

  it("hands the requester's NIP to staff only, and only a well-formed one", async () => {
    const { requester, agent, admin } = cast;
    const ticket = await insertTicket(ctx.db, { requester });
    await ctx.db.update(users).set({ employeeNumber: '198807202011012003' }).where(eq(users.id, requester.id));
    expect((await get(ticket.id, agent)).body.requester_nip).toBe('198807202011012003');
    expect((await get(ticket.id, admin)).body.requester_nip).toBe('198807202011012003');
    expect((await get(ticket.id, requester)).body).not.toHaveProperty('requester_nip');
    await ctx.db.update(users).set({ employeeNumber: 'PTPK.2021.0456' }).where(eq(users.id, requester.id));
    expect((await get(ticket.id, agent)).body.requester_nip).toBeNull();
  });
});

describe('PUT/DELETE /api/tickets/{id}/subscribe', () => {
  const toggle = (id: number, user: SessionUser, method: 'PUT' | 'DELETE') =>
    ctx.api.call<{ is_subscribed: boolean }>(subscribeHandler, { method, path: `/tickets/${id}/subscribe`, params: { id: String(id) }, user });

  it('subscribes and unsubscribes a viewer of a published ticket, harmlessly repeated', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, published: true });
    for (const method of ['PUT', 'PUT'] as const) {
      const res = await toggle(ticket.id, cast.stranger, method);
      expect(res).toMatchObject({ status: 200, body: { is_subscribed: true } });
    }
    expect((await get(ticket.id, cast.stranger)).body.is_subscribed).toBe(true);
    expect((await ctx.db.select().from(ticketSubscriptions)).filter((s) => s.ticketId === ticket.id)).toHaveLength(1);
    for (const method of ['DELETE', 'DELETE'] as const) {
      expect((await toggle(ticket.id, cast.stranger, method)).body).toEqual({ is_subscribed: false });
    }
    expect((await get(ticket.id, cast.stranger)).body.is_subscribed).toBe(false);
  });

  it("answers 404 for a ticket the user may not see, 401 without a session, 405 for GET", async () => {
    const hidden = await insertTicket(ctx.db, { requester: cast.requester });
    expect((await toggle(hidden.id, cast.stranger, 'PUT')).status).toBe(404);
    expect((await ctx.api.call(subscribeHandler, { method: 'PUT', params: { id: String(hidden.id) } })).status).toBe(401);
    expect((await ctx.api.call(subscribeHandler, { params: { id: String(hidden.id) }, user: cast.admin })).status).toBe(405);
  });
});
