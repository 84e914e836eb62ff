import { and, eq } from 'drizzle-orm';
import { usersHistories } from '@/server/db/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import handler from '@/pages/api/tickets';
import detailHandler from '@/pages/api/tickets/[id]';
import { seedDemoReferences } from '@/server/db/seed/references';
import type { TicketDetail } from '@/utils/schemas/tickets';
import { anySubCategories, createCast, historiesOf, ids, insertTicket, notifiedUserIds } from '../helpers/ticket-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

let cast: Awaited<ReturnType<typeof createCast>>;
type Failure = { code: string; message: string; fields?: { path: string }[] };

beforeAll(async () => {
  await seedDemoReferences(ctx.db);
  cast = await createCast(ctx.db);
});

const body = { title: 'Kenaikan pangkat belum diproses', description: 'Mohon **dicek** usulan saya <script>alert(1)</script>' };

describe('POST /api/tickets', () => {
  it('answers 401 without a session', async () => {
    expect((await ctx.api.call(handler, { method: 'POST', path: '/tickets', body })).status).toBe(401);
  });

  it.each(['user', 'agent', 'admin'] as const)('lets a %s create a DIAJUKAN ticket with sanitized HTML', async (role) => {
    const user = role === 'user' ? cast.requester : role === 'agent' ? cast.agent : cast.admin;
    const res = await ctx.api.call<TicketDetail>(handler, { method: 'POST', path: '/tickets', body, user });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: body.title,
      status: { code: 'DIAJUKAN', name: 'Diajukan' },
      requester: { id: user.id },
      assignee: null,
      is_published: false,
      is_subscribed: true,
      comments: [],
    });
    expect(res.body.number).toMatch(/^HD-\d{6}$/);
    expect(res.body.description_html).toContain('<strong>dicek</strong>');
    expect(res.body.description_html).not.toContain('<script');
    expect(res.body.histories).toMatchObject([{ field: 'created', to_value: 'DIAJUKAN', user: { id: user.id } }]);
  });

  it('notifies every admin but not the actor, and keeps the sub-category', async () => {
    const [sub] = await anySubCategories(ctx.db);
    const res = await ctx.api.call<TicketDetail>(handler, { method: 'POST', path: '/tickets', body: { ...body, sub_category_id: sub.id }, user: cast.admin });
    expect(res.body.sub_category).toMatchObject({ id: sub.id, category: { id: sub.categoryId } });
    expect(await notifiedUserIds(ctx.db, res.body.id, 'ticket_created')).toEqual(ids(cast.admin2));
    const byUser = await ctx.api.call<TicketDetail>(handler, { method: 'POST', path: '/tickets', body, user: cast.stranger });
    expect(await notifiedUserIds(ctx.db, byUser.body.id, 'ticket_created')).toEqual(ids(cast.admin, cast.admin2));
    expect(await historiesOf(ctx.db, byUser.body.id)).toHaveLength(1);
  });

  it("records 'Anda membuat tiket' with the number in the requester's activity", async () => {
    const res = await ctx.api.call<TicketDetail>(handler, { method: 'POST', path: '/tickets', body, user: cast.requester });
    const activity = await ctx.db
      .select()
      .from(usersHistories)
      .where(and(eq(usersHistories.userId, cast.requester.id), eq(usersHistories.action, 'ticket_created')));
    expect(activity.map((a) => a.description)).toContain(`Anda membuat tiket ${res.body.number}`);
  });

  it.each([
    ['a short title', { ...body, title: 'abc' }, 'title'],
    ['an empty description', { ...body, description: '  ' }, 'description'],
    ['a bad sub-category id', { ...body, sub_category_id: 'x' }, 'sub_category_id'],
    ['an unknown sub-category', { ...body, sub_category_id: 999_999 }, 'sub_category_id'],
  ])('answers 400 with the field for %s', async (_name, payload, field) => {
    const res = await ctx.api.call<Failure>(handler, { method: 'POST', path: '/tickets', body: payload, user: cast.requester });
    expect(res.status).toBe(400);
    expect(res.body.fields?.map((f) => f.path)).toContain(field);
  });
});

describe('GET /api/tickets/{id}', () => {
  it('shows a user their own and published tickets, 404 for others', async () => {
    const own = await insertTicket(ctx.db, { requester: cast.requester });
    const published = await insertTicket(ctx.db, { requester: cast.stranger, published: true });
    const hidden = await insertTicket(ctx.db, { requester: cast.stranger });
    const get = (id: number, user = cast.requester) => ctx.api.call<TicketDetail & Failure>(detailHandler, { path: `/tickets/${id}`, params: { id: String(id) }, user });
    expect((await get(own.id)).status).toBe(200);
    expect((await get(published.id)).status).toBe(200);
    const refused = await get(hidden.id);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Tiket tidak ditemukan');
    expect((await get(hidden.id, cast.agent)).status).toBe(200);
    expect((await get(999_999, cast.admin)).status).toBe(404);
  });

  it('answers 400 for a malformed id and 401 without a session', async () => {
    expect((await ctx.api.call(detailHandler, { path: '/tickets/abc', params: { id: 'abc' }, user: cast.admin })).status).toBe(400);
    expect((await ctx.api.call(detailHandler, { path: '/tickets/1', params: { id: '1' } })).status).toBe(401);
  });
});
