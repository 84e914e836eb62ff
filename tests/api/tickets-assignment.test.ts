import { beforeAll, describe, expect, it } from 'vitest';
import agentsHandler from '@/pages/api/tickets/[id]/agents';
import priorityHandler from '@/pages/api/tickets/[id]/priority-sub-category';
import type { Ticket } from '@/server/db/schema';
import { seedDemoReferences } from '@/server/db/seed/references';
import type { TicketDetail } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { anySubCategories, createCast, historiesOf, ids, insertTicket, notifiedUserIds } from '../helpers/ticket-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

let cast: Awaited<ReturnType<typeof createCast>>;
type Answer = TicketDetail & { message: string; fields: { path: string; message: string }[] };

beforeAll(async () => {
  await seedDemoReferences(ctx.db);
  cast = await createCast(ctx.db);
});

const assign = (ticket: Ticket, assignee_id: number | null | string, user: SessionUser) =>
  ctx.api.call<Answer>(agentsHandler, { method: 'PATCH', params: { id: String(ticket.id) }, body: { assignee_id }, user });
const categorize = (ticket: Ticket, body: unknown, user: SessionUser) =>
  ctx.api.call<Answer>(priorityHandler, { method: 'PATCH', params: { id: String(ticket.id) }, body, user });

describe('PATCH /api/tickets/{id}/agents', () => {
  it('lets an admin assign an agent or an admin, and unassign with null', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester });
    const toAgent = await assign(ticket, cast.agent.id, cast.admin);
    expect(toAgent.status).toBe(200);
    expect(toAgent.body.assignee).toMatchObject({ id: cast.agent.id, username: cast.agent.username });
    expect((await assign(ticket, cast.admin2.id, cast.admin)).body.assignee_id).toBe(cast.admin2.id);
    expect((await assign(ticket, null, cast.admin)).body.assignee).toBeNull();
    const histories = await historiesOf(ctx.db, ticket.id);
    expect(histories.map((h) => [h.field, h.fromValue, h.toValue])).toEqual([
      ['assignee', null, cast.agent.name],
      ['assignee', cast.agent.name, cast.admin2.name],
      ['assignee', cast.admin2.name, null],
    ]);
    expect(await notifiedUserIds(ctx.db, ticket.id, 'assigned')).toEqual(
      // agent: assigned, then taken off; admin2: every time (an admin, then the assignee).
      ids(cast.admin2, cast.agent, cast.requester, cast.admin2, cast.agent, cast.requester, cast.admin2, cast.requester),
    );
  });

  it('answers 400 when the assignee is a plain user or does not exist', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester });
    for (const id of [cast.stranger.id, 999_999]) {
      const res = await assign(ticket, id, cast.admin);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual([{ path: 'assignee_id', message: 'Petugas harus agen atau admin yang terdaftar' }]);
    }
    expect((await assign(ticket, 'abc', cast.admin)).status).toBe(400);
  });

  it('refuses agents, even the assigned one, and users (403)', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, assignee: cast.agent });
    expect((await assign(ticket, cast.agent2.id, cast.agent)).status).toBe(403);
    expect((await assign(ticket, cast.agent2.id, cast.requester)).status).toBe(403);
  });
});

describe('PATCH /api/tickets/{id}/agents: taking a ticket (take-ticket)', () => {
  it('lets an agent take an unassigned ticket, which starts the work (DIKERJAKAN), with history and notifications', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester });
    const res = await assign(ticket, cast.agent.id, cast.agent);
    expect(res.status).toBe(200);
    expect(res.body.assignee).toMatchObject({ id: cast.agent.id });
    expect(res.body.status.code).toBe('DIKERJAKAN');
    expect(res.body.start_work_at).not.toBeNull();
    const histories = await historiesOf(ctx.db, ticket.id);
    expect(histories.map((h) => [h.field, h.fromValue, h.toValue, h.userId])).toEqual([
      ['assignee', null, cast.agent.name, cast.agent.id],
      ['status', 'DIAJUKAN', 'DIKERJAKAN', cast.agent.id],
    ]);
    expect(await notifiedUserIds(ctx.db, ticket.id, 'assigned')).toEqual(ids(cast.admin, cast.admin2, cast.requester));
    expect(await notifiedUserIds(ctx.db, ticket.id, 'status_changed')).toEqual(ids(cast.admin, cast.admin2, cast.requester));
  });

  it('leaves the status of a ticket further along (or refused) as it is when taken', async () => {
    for (const status of ['DIKERJAKAN', 'SELESAI', 'DITOLAK'] as const) {
      const ticket = await insertTicket(ctx.db, { requester: cast.requester, status });
      const res = await assign(ticket, cast.agent.id, cast.agent);
      expect(res.status).toBe(200);
      expect(res.body.status.code).toBe(status);
      expect((await historiesOf(ctx.db, ticket.id)).map((h) => h.field)).toEqual(['assignee']);
    }
  });

  it('does not start the work when an admin assigns someone else', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester });
    expect((await assign(ticket, cast.agent.id, cast.admin)).body.status.code).toBe('DIAJUKAN');
  });

  it('refuses to take a ticket another agent has, with a message saying why (403)', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, assignee: cast.agent2 });
    const res = await assign(ticket, cast.agent.id, cast.agent);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Hanya tiket yang belum ditangani agen yang dapat diambil');
  });

  it('lets an agent name only themselves, and never lets a user take a ticket', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, published: true });
    expect((await assign(ticket, cast.agent2.id, cast.agent)).status).toBe(403);
    expect((await assign(ticket, null, cast.agent)).status).toBe(403);
    expect((await assign(ticket, cast.requester.id, cast.requester)).status).toBe(403);
    expect((await assign(ticket, cast.stranger.id, cast.stranger)).status).toBe(403);
  });

  it('gives a ticket two agents take at once to one of them', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester });
    const answers = await Promise.all([assign(ticket, cast.agent.id, cast.agent), assign(ticket, cast.agent2.id, cast.agent2)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403]);
    const winner = answers.find((a) => a.status === 200)?.body.assignee_id;
    expect((await historiesOf(ctx.db, ticket.id)).map((h) => [h.field, h.userId])).toEqual([
      ['assignee', winner],
      ['status', winner],
    ]);
  });
});

describe('PATCH /api/tickets/{id}/priority-sub-category', () => {
  it('lets the assigned agent set priority and sub-category, with a history row each', async () => {
    const [sub, other] = await anySubCategories(ctx.db);
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, assignee: cast.agent, subCategoryId: other.id });
    const res = await categorize(ticket, { priority: 'TINGGI', sub_category_id: sub.id }, cast.agent);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ priority: { code: 'TINGGI', name: 'Tinggi', color: 'red' }, sub_category: { id: sub.id } });
    const histories = await historiesOf(ctx.db, ticket.id);
    expect(histories.map((h) => h.field)).toEqual(['priority', 'sub_category']);
    expect(histories[0]).toMatchObject({ fromValue: null, toValue: 'TINGGI' });
    expect(await notifiedUserIds(ctx.db, ticket.id, 'ticket_categorized')).toEqual(ids(cast.admin, cast.admin2, cast.requester));
  });

  it('changes only the given field and clears with null', async () => {
    const [sub] = await anySubCategories(ctx.db);
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, priority: 'RENDAH', subCategoryId: sub.id });
    const res = await categorize(ticket, { sub_category_id: null }, cast.admin);
    expect(res.body).toMatchObject({ priority: { code: 'RENDAH' }, sub_category: null });
    expect((await categorize(ticket, { priority: null }, cast.admin)).body.priority).toBeNull();
  });

  it.each([
    ['an empty body', {}, ''],
    ['an unknown priority', { priority: 'DARURAT' }, 'priority'],
    ['an unknown sub-category', { sub_category_id: 999_999 }, 'sub_category_id'],
  ])('answers 400 for %s', async (_name, body, field) => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester });
    const res = await categorize(ticket, body, cast.admin);
    expect(res.status).toBe(400);
    expect(res.body.fields.map((f) => f.path)).toContain(field);
  });

  it('refuses another agent and the requester (403); 404 for a hidden ticket', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, assignee: cast.agent });
    expect((await categorize(ticket, { priority: 'TINGGI' }, cast.agent2)).status).toBe(403);
    expect((await categorize(ticket, { priority: 'TINGGI' }, cast.requester)).status).toBe(403);
    expect((await categorize(ticket, { priority: 'TINGGI' }, cast.stranger)).status).toBe(404);
  });
});
