import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import detailHandler from '@/pages/api/tickets/[id]/index';
import readHandler from '@/pages/api/tickets/[id]/read';
import listHandler from '@/pages/api/tickets/index';
import subscribedHandler from '@/pages/api/tickets/subscribes';
import { ticketReads, ticketSubscriptions, type Ticket } from '@/server/db/schema';
import type { Paginated } from '@/utils/schemas/common';
import type { TicketDetail, TicketListItem } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { createCast, insertComment, insertTicket } from '../helpers/ticket-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

// PUT /tickets/{id}/read records that a person opened a ticket; the lists flag `unread` when
// someone else commented after that (or at all, when they never opened it).

let cast: Awaited<ReturnType<typeof createCast>>;

beforeAll(async () => {
  cast = await createCast(ctx.db);
});

const markRead = (ticket: Pick<Ticket, 'id'> | { id: string }, user: SessionUser | null) =>
  ctx.api.call<{ code: string; message: string }>(readHandler, { method: 'PUT', params: { id: String(ticket.id) }, user });

async function unreadOf(ticket: Ticket, user: SessionUser): Promise<boolean | undefined> {
  const res = await ctx.api.call<Paginated<TicketListItem>>(listHandler, { path: '/tickets?limit=100', user });
  expect(res.status).toBe(200);
  return res.body.data.find((t) => t.id === ticket.id)?.unread;
}

const readRows = (ticket: Ticket, user: SessionUser) =>
  ctx.db.select().from(ticketReads).where(and(eq(ticketReads.ticketId, ticket.id), eq(ticketReads.userId, user.id)));

describe('PUT /api/tickets/{id}/read', () => {
  it('answers 204 to whoever may see the ticket and records the read once per person', async () => {
    const own = await insertTicket(ctx.db, { requester: cast.requester });
    const published = await insertTicket(ctx.db, { requester: cast.requester, published: true });
    for (const [ticket, user] of [
      [own, cast.requester],
      [own, cast.agent],
      [own, cast.admin],
      [published, cast.stranger],
    ] as const) {
      const res = await markRead(ticket, user);
      expect(res.status, `${user.current_role} on ticket ${ticket.id}`).toBe(204);
      expect(res.body).toBe('');
    }
    const first = (await readRows(own, cast.requester))[0].lastReadAt;
    expect((await markRead(own, cast.requester)).status).toBe(204);
    const again = await readRows(own, cast.requester);
    expect(again).toHaveLength(1);
    expect(again[0].lastReadAt.getTime()).toBeGreaterThanOrEqual(first.getTime());
  });

  it("answers 404 for a ticket the user may not see, and records nothing", async () => {
    const hidden = await insertTicket(ctx.db, { requester: cast.requester });
    const res = await markRead(hidden, cast.stranger);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: 'Tiket tidak ditemukan' });
    expect(await readRows(hidden, cast.stranger)).toEqual([]);
    expect((await markRead({ id: '2000000000' }, cast.admin)).status).toBe(404);
  });

  it('answers 401 without a session, 400 for a bad id and 405 for GET', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester });
    expect((await markRead(ticket, null)).status).toBe(401);
    expect((await markRead({ id: 'abc' }, cast.requester)).status).toBe(400);
    const get = await ctx.api.call(readHandler, { params: { id: String(ticket.id) }, user: cast.requester });
    expect(get.status).toBe(405);
  });
});

describe('unread flag of the list', () => {
  it("is false for my own new ticket without replies, and for my own comments", async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester });
    expect(await unreadOf(ticket, cast.requester)).toBe(false);
    await insertComment(ctx.db, ticket, cast.requester, 'Tambahan dari saya');
    expect(await unreadOf(ticket, cast.requester)).toBe(false);
  });

  it('is true for a reply by someone else on a ticket I never opened, false once I opened it', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, assignee: cast.agent });
    await insertComment(ctx.db, ticket, cast.agent, 'Berkas sedang kami periksa');
    expect(await unreadOf(ticket, cast.requester)).toBe(true);
    // The agent wrote it; the admin never opened the ticket.
    expect(await unreadOf(ticket, cast.agent)).toBe(false);
    expect(await unreadOf(ticket, cast.admin)).toBe(true);

    expect((await markRead(ticket, cast.requester)).status).toBe(204);
    expect(await unreadOf(ticket, cast.requester)).toBe(false);
    expect(await unreadOf(ticket, cast.admin)).toBe(true);
  });

  it('comes back with the next reply by someone else, not with my own', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, assignee: cast.agent });
    await insertComment(ctx.db, ticket, cast.agent, 'Mohon lengkapi berkas');
    await markRead(ticket, cast.requester);
    await insertComment(ctx.db, ticket, cast.requester, 'Sudah saya lengkapi');
    expect(await unreadOf(ticket, cast.requester)).toBe(false);
    await insertComment(ctx.db, ticket, cast.agent, 'Terima kasih, sedang diproses');
    expect(await unreadOf(ticket, cast.requester)).toBe(true);
  });

  it('is not changed by reading the ticket with GET', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester });
    await insertComment(ctx.db, ticket, cast.admin, 'Jawaban admin');
    const detail = await ctx.api.call<TicketDetail>(detailHandler, { params: { id: String(ticket.id) }, user: cast.requester });
    expect(detail.status).toBe(200);
    expect(detail.body.unread).toBe(true);
    expect(await unreadOf(ticket, cast.requester)).toBe(true);
    expect(await readRows(ticket, cast.requester)).toEqual([]);
  });

  it('comes with the followed tickets too', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, published: true });
    await insertComment(ctx.db, ticket, cast.agent, 'Ini jawabannya');
    await ctx.db.insert(ticketSubscriptions).values({ ticketId: ticket.id, userId: cast.stranger.id });
    const followed = async () =>
      (await ctx.api.call<Paginated<TicketListItem>>(subscribedHandler, { path: '/tickets/subscribes', user: cast.stranger })).body.data.find((t) => t.id === ticket.id)
        ?.unread;
    expect(await followed()).toBe(true);
    await markRead(ticket, cast.stranger);
    expect(await followed()).toBe(false);
  });
});
