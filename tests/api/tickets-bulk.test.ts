import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import bulkHandler from '@/pages/api/tickets/bulk';
import { notifications, ticketHistories, tickets, type Ticket } from '@/server/db/schema';
import type { PriorityCode, StatusCode } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { fingerprintDb } from '../helpers/db-fingerprint';
import { createCast, insertTicket, ticketRow } from '../helpers/ticket-fixtures';

// POST /tickets/bulk: staff apply one action to many tickets, all or nothing, with the same
// permission rows, lifecycle, histories and notifications as the single-ticket routes.

const ctx = useApiContext();
let cast: Awaited<ReturnType<typeof createCast>>;

beforeAll(async () => {
  cast = await createCast(ctx.db);
});

interface Failure {
  code: string;
  message: string;
  fields?: { path: string; message: string }[];
}

const bulk = <T = { updated: number }>(user: SessionUser | null, body: unknown) =>
  ctx.api.call<T>(bulkHandler, { method: 'POST', path: '/tickets/bulk', body, user });

/** One after another, so the list is in id order, the order the route names refused tickets in. */
async function seedTickets(n: number, seed: { assignee?: SessionUser | null; status?: StatusCode; priority?: PriorityCode | null } = {}): Promise<Ticket[]> {
  const seeded: Ticket[] = [];
  for (let i = 0; i < n; i += 1) seeded.push(await insertTicket(ctx.db, { requester: cast.requester, ...seed }));
  return seeded;
}

const idsOf = (list: Ticket[]) => list.map((t) => t.id);
const rowsOf = (list: Ticket[]) => Promise.all(list.map((t) => ticketRow(ctx.db, t.id)));
const historiesOf = (list: Ticket[], field: string) =>
  ctx.db.select().from(ticketHistories).where(and(inArray(ticketHistories.ticketId, idsOf(list)), eq(ticketHistories.field, field)));
const notificationsOf = (list: Ticket[], type: string) =>
  ctx.db.select().from(notifications).where(and(inArray(notifications.ticketId, idsOf(list)), eq(notifications.type, type)));

/** Sends a request that must be refused and proves the database did not change at all. */
async function expectRefused(user: SessionUser | null, body: unknown, status: number): Promise<Failure> {
  const before = await fingerprintDb(ctx.db);
  const res = await bulk<Failure>(user, body);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(await fingerprintDb(ctx.db)).toEqual(before);
  return res.body;
}

describe('what changes', () => {
  it('an admin assigns every selected ticket, with a history row and the notifications of each', async () => {
    const selected = await seedTickets(3, { assignee: null });
    const res = await bulk(cast.admin, { ids: idsOf(selected), action: 'assign', value: cast.agent.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: 3 });
    expect((await rowsOf(selected)).map((t) => t?.assigneeId)).toEqual([cast.agent.id, cast.agent.id, cast.agent.id]);
    const histories = await historiesOf(selected, 'assignee');
    expect(histories.map((h) => [h.ticketId, h.userId, h.fromValue, h.toValue])).toEqual(
      expect.arrayContaining(selected.map((t) => [t.id, cast.admin.id, null, cast.agent.name])),
    );
    expect(histories).toHaveLength(3);
    const told = await notificationsOf(selected, 'assigned');
    for (const ticket of selected) {
      const recipients = told.filter((n) => n.ticketId === ticket.id).map((n) => n.toUserId);
      expect(recipients).toEqual(expect.arrayContaining([cast.agent.id, cast.requester.id, cast.admin2.id]));
      expect(recipients).not.toContain(cast.admin.id);
    }
    expect(told.find((n) => n.ticketId === selected[0].id)?.title).toBe(`Tiket ${selected[0].number} ditugaskan kepada ${cast.agent.name}`);
  });

  it('the assigned agent moves their tickets along the lifecycle, as the single route does', async () => {
    const selected = await seedTickets(2, { assignee: cast.agent, status: 'DIAJUKAN' });
    const res = await bulk(cast.agent, { ids: idsOf(selected), action: 'status', value: 'DIKERJAKAN' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: 2 });
    for (const row of await rowsOf(selected)) {
      expect(row?.statusCode).toBe('DIKERJAKAN');
      expect(row?.startWorkAt).toBeInstanceOf(Date);
    }
    const histories = await historiesOf(selected, 'status');
    expect(histories.map((h) => [h.fromValue, h.toValue, h.userId])).toEqual([
      ['DIAJUKAN', 'DIKERJAKAN', cast.agent.id],
      ['DIAJUKAN', 'DIKERJAKAN', cast.agent.id],
    ]);
    expect((await notificationsOf(selected, 'status_changed')).map((n) => n.title)).toEqual(
      expect.arrayContaining(selected.map((t) => `Status tiket ${t.number} menjadi Dikerjakan`)),
    );
  });

  it('a priority already set is left alone: only the others change and get a history row', async () => {
    const [done] = await seedTickets(1, { priority: 'TINGGI' });
    const [open] = await seedTickets(1, { priority: 'RENDAH' });
    const res = await bulk(cast.admin, { ids: [done.id, open.id], action: 'priority', value: 'TINGGI' });
    expect(res.body).toEqual({ updated: 1 });
    expect((await rowsOf([done, open])).map((t) => t?.priorityCode)).toEqual(['TINGGI', 'TINGGI']);
    const histories = await historiesOf([done, open], 'priority');
    expect(histories.map((h) => [h.ticketId, h.fromValue, h.toValue])).toEqual([[open.id, 'RENDAH', 'TINGGI']]);
    expect(await notificationsOf([done], 'ticket_categorized')).toHaveLength(0);
  });

  it('null unassigns and clears a priority, like the single routes', async () => {
    const selected = await seedTickets(2, { assignee: cast.agent2, priority: 'SEDANG' });
    expect((await bulk(cast.admin, { ids: idsOf(selected), action: 'assign', value: null })).body).toEqual({ updated: 2 });
    expect((await bulk(cast.admin, { ids: idsOf(selected), action: 'priority', value: null })).body).toEqual({ updated: 2 });
    expect((await rowsOf(selected)).map((t) => [t?.assigneeId, t?.priorityCode])).toEqual([
      [null, null],
      [null, null],
    ]);
    // The agent taken off hears about it, as with PATCH /tickets/{id}/agents.
    expect((await notificationsOf(selected, 'assigned')).filter((n) => n.toUserId === cast.agent2.id)).toHaveLength(2);
  });
});

describe('all or nothing', () => {
  it("one ticket the agent does not work on refuses the whole request (403), naming it; nothing changes", async () => {
    const mine = await seedTickets(2, { assignee: cast.agent, status: 'DIAJUKAN' });
    const [theirs] = await seedTickets(1, { assignee: cast.agent2, status: 'DIAJUKAN' });
    const body = await expectRefused(cast.agent, { ids: [...idsOf(mine), theirs.id], action: 'status', value: 'DIKERJAKAN' }, 403);
    expect(body).toEqual({ code: 'FORBIDDEN', message: `Anda tidak berwenang mengubah tiket ${theirs.number}; tidak ada tiket yang diubah` });
    expect((await rowsOf(mine)).map((t) => t?.statusCode)).toEqual(['DIAJUKAN', 'DIAJUKAN']);
  });

  it('a status the lifecycle does not allow for one ticket is 409, naming it; nothing changes', async () => {
    const [working] = await seedTickets(1, { status: 'DIKERJAKAN' });
    const [fresh] = await seedTickets(1, { status: 'DIAJUKAN' });
    const [finished] = await seedTickets(1, { status: 'SELESAI' });
    const body = await expectRefused(cast.admin, { ids: [working.id, fresh.id, finished.id], action: 'status', value: 'SELESAI' }, 409);
    expect(body).toEqual({
      code: 'CONFLICT',
      message: `Status tiket ${fresh.number}, ${finished.number} tidak dapat diubah menjadi Selesai; tidak ada tiket yang diubah`,
    });
  });

  it('a missing ticket is 404, naming its id; nothing changes', async () => {
    const selected = await seedTickets(2);
    const body = await expectRefused(cast.admin, { ids: [...idsOf(selected), 2_000_000_000], action: 'priority', value: 'TINGGI' }, 404);
    expect(body).toEqual({ code: 'NOT_FOUND', message: 'Tiket dengan id 2000000000 tidak ditemukan; tidak ada tiket yang diubah' });
  });

  it('an assignee who is not staff is 400 on the field, after the checks; nothing changes', async () => {
    const selected = await seedTickets(2);
    const body = await expectRefused(cast.admin, { ids: idsOf(selected), action: 'assign', value: cast.stranger.id }, 400);
    expect(body.fields).toEqual([{ path: 'assignee_id', message: 'Petugas harus agen atau admin yang terdaftar' }]);
  });
});

describe('who may', () => {
  it('agents may not assign (change-agent is for admins): 403 naming every ticket', async () => {
    const selected = await seedTickets(2, { assignee: cast.agent });
    const body = await expectRefused(cast.agent, { ids: idsOf(selected), action: 'assign', value: cast.agent2.id }, 403);
    expect(body.message).toBe(`Anda tidak berwenang mengubah tiket ${selected.map((t) => t.number).join(', ')}; tidak ada tiket yang diubah`);
  });

  it('the assigned agent changes the priority of their tickets', async () => {
    const selected = await seedTickets(2, { assignee: cast.agent });
    expect((await bulk(cast.agent, { ids: idsOf(selected), action: 'priority', value: 'RENDAH' })).body).toEqual({ updated: 2 });
  });

  it('users get 403 before anything is read, even for their own tickets or a broken body', async () => {
    const own = await seedTickets(1);
    expect((await expectRefused(cast.requester, { ids: idsOf(own), action: 'priority', value: 'TINGGI' }, 403)).code).toBe('FORBIDDEN');
    await expectRefused(cast.requester, { ids: 'semua' }, 403);
  });

  it('visitors get 401', async () => {
    await expectRefused(null, { ids: [1], action: 'priority', value: 'TINGGI' }, 401);
  });
});

describe('bad input is 400', () => {
  const ids101 = Array.from({ length: 101 }, (_, i) => i + 1);
  it.each([
    ['no ids', { ids: [], action: 'status', value: 'SELESAI' }, 'ids', 'Pilih minimal satu tiket'],
    ['more than 100 ids', { ids: ids101, action: 'status', value: 'SELESAI' }, 'ids', 'Paling banyak 100 tiket sekaligus'],
    ['the same id twice', { ids: [5, 5], action: 'status', value: 'SELESAI' }, 'ids', 'Setiap tiket hanya boleh dipilih sekali'],
    ['an id that is no id', { ids: [0], action: 'status', value: 'SELESAI' }, 'ids.0', undefined],
    ['an unknown action', { ids: [1], action: 'delete', value: null }, 'action', undefined],
    ['an unknown status', { ids: [1], action: 'status', value: 'BARU' }, 'value', undefined],
    ['a priority for a status', { ids: [1], action: 'status', value: 'TINGGI' }, 'value', undefined],
    ['no value', { ids: [1], action: 'priority' }, 'value', undefined],
  ])('%s', async (_name, body, path, message) => {
    const failure = await expectRefused(cast.admin, body, 400);
    expect(failure.code).toBe('VALIDATION_ERROR');
    const field = failure.fields?.find((f) => f.path === path);
    expect(field, JSON.stringify(failure.fields)).toBeDefined();
    if (message) expect(field?.message).toBe(message);
  });
});

it('changes nothing for tickets outside the selection', async () => {
  const [outside] = await seedTickets(1, { priority: 'RENDAH' });
  const selected = await seedTickets(1, { priority: 'RENDAH' });
  await bulk(cast.admin, { ids: idsOf(selected), action: 'priority', value: 'SEDANG' });
  const [row] = await ctx.db.select({ priority: tickets.priorityCode }).from(tickets).where(eq(tickets.id, outside.id));
  expect(row.priority).toBe('RENDAH');
});
