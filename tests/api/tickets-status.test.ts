import { beforeAll, describe, expect, it } from 'vitest';
import handler from '@/pages/api/tickets/[id]/status';
import { ticketSubscriptions, type Ticket } from '@/server/db/schema';
import type { StatusCode, TicketDetail } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { createCast, historiesOf, ids, insertTicket, notifiedUserIds } from '../helpers/ticket-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

let cast: Awaited<ReturnType<typeof createCast>>;
type Answer = TicketDetail & { message: string; fields: { path: string }[] };

beforeAll(async () => {
  cast = await createCast(ctx.db);
});

const move = (ticket: Ticket, status: StatusCode | string, user: SessionUser) =>
  ctx.api.call<Answer>(handler, { method: 'PATCH', params: { id: String(ticket.id) }, body: { status }, user });

describe('PATCH /api/tickets/{id}/status lifecycle', () => {
  it('walks DIAJUKAN → DIKERJAKAN → SELESAI → DIKERJAKAN with timestamps', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, assignee: cast.agent });
    const working = await move(ticket, 'DIKERJAKAN', cast.agent);
    expect(working.status).toBe(200);
    expect(working.body).toMatchObject({ status: { code: 'DIKERJAKAN', name: 'Dikerjakan' }, completed_at: null, assignee_id: cast.agent.id });
    expect(working.body.start_work_at).not.toBeNull();
    const done = await move(ticket, 'SELESAI', cast.agent);
    expect(done.body.status.code).toBe('SELESAI');
    expect(done.body.completed_at).not.toBeNull();
    const reopened = await move(ticket, 'DIKERJAKAN', cast.admin);
    expect(reopened.body).toMatchObject({ status: { code: 'DIKERJAKAN' }, completed_at: null, start_work_at: working.body.start_work_at });
    const histories = await historiesOf(ctx.db, ticket.id);
    expect(histories.map((h) => [h.field, h.fromValue, h.toValue])).toEqual([
      ['status', 'DIAJUKAN', 'DIKERJAKAN'],
      ['status', 'DIKERJAKAN', 'SELESAI'],
      ['status', 'SELESAI', 'DIKERJAKAN'],
    ]);
  });

  it('rejects and reconsiders: DIAJUKAN → DITOLAK → DIAJUKAN, DIKERJAKAN → DITOLAK', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, assignee: cast.agent });
    expect((await move(ticket, 'DITOLAK', cast.agent)).body.status.code).toBe('DITOLAK');
    expect((await move(ticket, 'DIAJUKAN', cast.agent)).body.status.code).toBe('DIAJUKAN');
    const working = await insertTicket(ctx.db, { requester: cast.requester, status: 'DIKERJAKAN', assignee: cast.agent });
    expect((await move(working, 'DITOLAK', cast.admin)).body.status.code).toBe('DITOLAK');
  });

  it.each([
    ['SELESAI', 'DIAJUKAN', 'Status tidak dapat diubah dari Selesai ke Diajukan'],
    ['SELESAI', 'DITOLAK', 'Status tidak dapat diubah dari Selesai ke Ditolak'],
    ['DIAJUKAN', 'SELESAI', 'Status tidak dapat diubah dari Diajukan ke Selesai'],
    ['DITOLAK', 'DIKERJAKAN', 'Status tidak dapat diubah dari Ditolak ke Dikerjakan'],
    ['DIKERJAKAN', 'DIAJUKAN', 'Status tidak dapat diubah dari Dikerjakan ke Diajukan'],
    ['DIKERJAKAN', 'DIKERJAKAN', 'Status tidak dapat diubah dari Dikerjakan ke Dikerjakan'],
  ] as const)('answers 409 for %s → %s and writes nothing', async (from, to, message) => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, status: from, assignee: cast.agent });
    const res = await move(ticket, to, cast.admin);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(message);
    expect(await historiesOf(ctx.db, ticket.id)).toEqual([]);
  });

  it('assigns an unassigned ticket to the admin who starts the work', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester });
    const res = await move(ticket, 'DIKERJAKAN', cast.admin);
    expect(res.body.assignee).toMatchObject({ id: cast.admin.id });
    const histories = await historiesOf(ctx.db, ticket.id);
    expect(histories.map((h) => [h.field, h.toValue])).toEqual([
      ['status', 'DIKERJAKAN'],
      ['assignee', cast.admin.name],
    ]);
  });
});

describe('PATCH /api/tickets/{id}/status permissions and notifications', () => {
  it('notifies admins, assignee, requester and subscribers of a published ticket, never the actor', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, assignee: cast.agent, published: true });
    await ctx.db.insert(ticketSubscriptions).values([{ ticketId: ticket.id, userId: cast.stranger.id }, { ticketId: ticket.id, userId: cast.agent.id }]);
    await move(ticket, 'DIKERJAKAN', cast.agent);
    expect(await notifiedUserIds(ctx.db, ticket.id, 'status_changed')).toEqual(ids(cast.admin, cast.admin2, cast.requester, cast.stranger));
  });

  it('does not notify subscribers of an unpublished ticket', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, assignee: cast.agent });
    await ctx.db.insert(ticketSubscriptions).values({ ticketId: ticket.id, userId: cast.agent2.id });
    await move(ticket, 'DITOLAK', cast.admin);
    expect(await notifiedUserIds(ctx.db, ticket.id, 'status_changed')).toEqual(ids(cast.admin2, cast.agent, cast.requester));
  });

  it('refuses other agents and users (403), hides from others (404), validates the body (400)', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, assignee: cast.agent, published: true });
    expect((await move(ticket, 'DIKERJAKAN', cast.agent2)).status).toBe(403);
    expect((await move(ticket, 'DIKERJAKAN', cast.requester)).status).toBe(403);
    const hidden = await insertTicket(ctx.db, { requester: cast.requester });
    expect((await move(hidden, 'DIKERJAKAN', cast.stranger)).status).toBe(404);
    const invalid = await move(ticket, 'SELESAI_SEKALI', cast.admin);
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields.map((f) => f.path)).toEqual(['status']);
  });
});
