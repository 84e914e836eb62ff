import { beforeAll, describe, expect, it } from 'vitest';
import handler from '@/pages/api/tickets/[id]';
import type { Ticket } from '@/server/db/schema';
import type { TicketDetail } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { createCast, historiesOf, ids, insertTicket, notifiedUserIds, ticketRow } from '../helpers/ticket-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

let cast: Awaited<ReturnType<typeof createCast>>;
type Answer = TicketDetail & { message: string; fields: { path: string; message: string }[] };

beforeAll(async () => {
  cast = await createCast(ctx.db);
});

const patch = (ticket: Ticket, user: SessionUser, body: unknown) =>
  ctx.api.call<Answer>(handler, { method: 'PATCH', path: `/tickets/${ticket.id}`, params: { id: String(ticket.id) }, user, body });
const remove = (ticket: Ticket, user: SessionUser) =>
  ctx.api.call<Answer>(handler, { method: 'DELETE', path: `/tickets/${ticket.id}`, params: { id: String(ticket.id) }, user });

describe('PATCH /api/tickets/{id}', () => {
  it('lets the requester change title and description, with a history row each and notifications', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, assignee: cast.agent });
    const res = await patch(ticket, cast.requester, { title: 'Judul yang sudah diperbaiki', description: 'Baru _miring_' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Judul yang sudah diperbaiki', description_markdown: 'Baru _miring_' });
    expect(res.body.description_html).toContain('<em>miring</em>');
    expect(new Date(res.body.updated_at).getTime()).toBeGreaterThan(ticket.updatedAt.getTime());
    const histories = await historiesOf(ctx.db, ticket.id);
    expect(histories.map((h) => [h.field, h.fromValue, h.toValue])).toEqual([
      ['title', ticket.title, 'Judul yang sudah diperbaiki'],
      ['description', null, null],
    ]);
    expect(await notifiedUserIds(ctx.db, ticket.id, 'ticket_updated')).toEqual(ids(cast.admin, cast.admin2, cast.agent));
  });

  it('lets the assigned agent change the title but not the description', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, assignee: cast.agent });
    expect((await patch(ticket, cast.agent, { title: 'Judul versi agen' })).status).toBe(200);
    const refused = await patch(ticket, cast.agent, { description: 'Tidak boleh' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Hanya pengaju yang dapat mengubah deskripsi tiket');
  });

  it('refuses the title to admins and other agents, and hides unpublished tickets from other users', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, assignee: cast.agent });
    expect((await patch(ticket, cast.admin, { title: 'Judul dari admin' })).status).toBe(403);
    expect((await patch(ticket, cast.agent2, { title: 'Judul dari agen lain' })).status).toBe(403);
    expect((await patch(ticket, cast.stranger, { title: 'Judul dari orang lain' })).status).toBe(404);
    const published = await insertTicket(ctx.db, { requester: cast.requester, published: true });
    expect((await patch(published, cast.stranger, { title: 'Judul dari orang lain' })).status).toBe(403);
  });

  it('writes nothing when the values are unchanged', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, title: 'Judul tetap sama' });
    expect((await patch(ticket, cast.requester, { title: 'Judul tetap sama' })).status).toBe(200);
    expect(await historiesOf(ctx.db, ticket.id)).toEqual([]);
  });

  it.each([
    ['an empty body', {}, ''],
    ['a short title', { title: 'ab' }, 'title'],
    ['an empty description', { description: '' }, 'description'],
  ])('answers 400 for %s', async (_name, body, field) => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester });
    const res = await patch(ticket, cast.requester, body);
    expect(res.status).toBe(400);
    expect(res.body.fields.map((f) => f.path)).toContain(field);
  });
});

describe('DELETE /api/tickets/{id}', () => {
  it('lets the requester delete an unfinished ticket (204)', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, status: 'DIKERJAKAN' });
    expect((await remove(ticket, cast.requester)).status).toBe(204);
    expect(await ticketRow(ctx.db, ticket.id)).toBeUndefined();
  });

  it('answers 409 to the requester of a SELESAI ticket, while an admin may delete it', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, status: 'SELESAI' });
    const refused = await remove(ticket, cast.requester);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Tiket yang sudah selesai tidak dapat dihapus');
    expect((await remove(ticket, cast.admin)).status).toBe(204);
    expect(await ticketRow(ctx.db, ticket.id)).toBeUndefined();
  });

  it('refuses agents (even assigned) and other users; 404 when hidden or gone', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, assignee: cast.agent, published: true });
    expect((await remove(ticket, cast.agent)).status).toBe(403);
    expect((await remove(ticket, cast.stranger)).status).toBe(403);
    const hidden = await insertTicket(ctx.db, { requester: cast.requester });
    expect((await remove(hidden, cast.stranger)).status).toBe(404);
    expect((await remove({ ...hidden, id: 999_999 }, cast.admin)).status).toBe(404);
    expect(await ticketRow(ctx.db, ticket.id)).toBeDefined();
  });
});
