import { beforeAll, describe, expect, it } from 'vitest';
import subscribesHandler from '@/pages/api/tickets/subscribes';
import userTicketsHandler from '@/pages/api/users/[id]/tickets';
import { ticketSubscriptions, type Ticket } from '@/server/db/schema';
import type { Paginated } from '@/utils/schemas/common';
import type { TicketListItem } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { createCast, insertTicket } from '../helpers/ticket-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

let cast: Awaited<ReturnType<typeof createCast>>;
type Page = Paginated<TicketListItem> & { message: string };

beforeAll(async () => {
  cast = await createCast(ctx.db);
});

const subscribe = (ticket: Ticket, user: SessionUser, secondsAgo: number) =>
  ctx.db.insert(ticketSubscriptions).values({ ticketId: ticket.id, userId: user.id, createdAt: new Date(Date.now() - secondsAgo * 1000) });
const idsOf = (page: Page) => page.data.map((t) => t.id);

describe('GET /api/tickets/subscribes', () => {
  it('lists my subscriptions, newest subscription first, paginated, still visible ones only', async () => {
    const { stranger, requester } = cast;
    const older = await insertTicket(ctx.db, { requester: stranger, published: true });
    const newer = await insertTicket(ctx.db, { requester: stranger, published: true });
    const own = await insertTicket(ctx.db, { requester });
    const unpublishedSince = await insertTicket(ctx.db, { requester: stranger });
    await subscribe(newer, requester, 30);
    await subscribe(own, requester, 20);
    await subscribe(older, requester, 10);
    await subscribe(unpublishedSince, requester, 5);
    await subscribe(newer, stranger, 1);

    const res = await ctx.api.call<Page>(subscribesHandler, { path: '/tickets/subscribes', user: requester });
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([older.id, own.id, newer.id]);
    expect(res.body.total).toBe(3);
    const second = await ctx.api.call<Page>(subscribesHandler, { path: '/tickets/subscribes?limit=2&page=2', user: requester });
    expect(idsOf(second.body)).toEqual([newer.id]);
    expect(second.body).toMatchObject({ total: 3, page: 2, limit: 2 });
  });

  it('answers 401 without a session and 400 for a bad page', async () => {
    expect((await ctx.api.call(subscribesHandler, { path: '/tickets/subscribes' })).status).toBe(401);
    expect((await ctx.api.call(subscribesHandler, { path: '/tickets/subscribes?page=0', user: cast.admin })).status).toBe(400);
  });
});

describe('GET /api/users/{id}/tickets', () => {
  const get = (owner: SessionUser, user: SessionUser, qs = '') =>
    ctx.api.call<Page>(userTicketsHandler, { path: `/users/${owner.id}/tickets${qs}`, params: { id: String(owner.id) }, user });

  it('shows another user only the published tickets of that requester, staff all of them', async () => {
    const { agent2: owner } = cast;
    const published = await insertTicket(ctx.db, { requester: owner, published: true, status: 'SELESAI' });
    const hidden = await insertTicket(ctx.db, { requester: owner, status: 'DIAJUKAN' });
    await insertTicket(ctx.db, { requester: cast.stranger, published: true });
    expect(idsOf((await get(owner, cast.requester)).body)).toEqual([published.id]);
    expect(idsOf((await get(owner, owner)).body)).toEqual([hidden.id, published.id]);
    expect(idsOf((await get(owner, cast.admin)).body)).toEqual([hidden.id, published.id]);
    expect(idsOf((await get(owner, cast.agent, '?status=SELESAI')).body)).toEqual([published.id]);
    expect((await get(owner, cast.agent, '?limit=1')).body).toMatchObject({ total: 2, limit: 1 });
  });

  it('applies the advanced-filter rule like the list, and validates the id', async () => {
    const refused = await get(cast.agent2, cast.requester, '?priority=TINGGI');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Filter lanjutan hanya untuk admin dan agen');
    const bad = await ctx.api.call(userTicketsHandler, { path: '/users/x/tickets', params: { id: 'x' }, user: cast.admin });
    expect(bad.status).toBe(400);
  });
});
