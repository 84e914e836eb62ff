import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pinHandler from '@/pages/api/tickets/[id]/pin';
import { tickets, type Ticket } from '@/server/db/schema';
import type { TicketDetail } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { createCast, historiesOf, insertTicket, notifiedUserIds } from '../helpers/ticket-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

let cast: Awaited<ReturnType<typeof createCast>>;

beforeAll(async () => {
  cast = await createCast(ctx.db);
});
beforeEach(async () => {
  await ctx.db.update(tickets).set({ isPinned: false, pinnedAt: null });
});

const pin = (ticket: Ticket, user: SessionUser, method: 'PUT' | 'DELETE' = 'PUT') =>
  ctx.api.call<TicketDetail & { message: string }>(pinHandler, { method, params: { id: String(ticket.id) }, user });
const pinnedCount = async () => (await ctx.db.select().from(tickets).where(eq(tickets.isPinned, true))).length;

describe('PUT/DELETE /api/tickets/{id}/pin', () => {
  it('pins and publishes an unpublished ticket, with history and notifications', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, assignee: cast.agent });
    const res = await pin(ticket, cast.agent);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_pinned: true, is_published: true });
    expect(res.body.published_at).not.toBeNull();
    const histories = await historiesOf(ctx.db, ticket.id);
    expect(histories.map((h) => [h.field, h.toValue])).toEqual([
      ['pin', 'true'],
      ['publish', 'true'],
    ]);
    expect(await notifiedUserIds(ctx.db, ticket.id, 'ticket_pinned')).toHaveLength(3);
    const unpinned = await pin(ticket, cast.agent, 'DELETE');
    expect(unpinned.body).toMatchObject({ is_pinned: false, is_published: true });
  });

  it('keeps the first published_at when pinning a published ticket', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, published: true });
    const res = await pin(ticket, cast.admin);
    expect(res.body.published_at).toBe(ticket.publishedAt?.toISOString());
  });

  it('refuses a 4th pinned ticket with 409, while re-pinning a pinned one is harmless', async () => {
    const four = await Promise.all([1, 2, 3, 4].map(() => insertTicket(ctx.db, { requester: cast.requester })));
    for (const ticket of four.slice(0, 3)) expect((await pin(ticket, cast.admin)).status).toBe(200);
    const refused = await pin(four[3], cast.admin);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Maksimal 3 tiket dapat disematkan');
    expect((await pin(four[0], cast.admin)).status).toBe(200);
    expect(await pinnedCount()).toBe(3);
    expect(await historiesOf(ctx.db, four[3].id)).toEqual([]);
    await pin(four[0], cast.admin, 'DELETE');
    expect((await pin(four[3], cast.admin)).status).toBe(200);
  });

  it('never pins more than 3 under 20 concurrent requests', async () => {
    const many = await Promise.all(Array.from({ length: 20 }, () => insertTicket(ctx.db, { requester: cast.requester })));
    const answers = await Promise.all(many.map((ticket) => pin(ticket, cast.admin)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(17);
    expect(await pinnedCount()).toBe(3);
  });

  it('needs options-ticket: 403 for another agent and the requester', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, assignee: cast.agent });
    expect((await pin(ticket, cast.agent2)).status).toBe(403);
    expect((await pin(ticket, cast.requester)).status).toBe(403);
    expect(await notifiedUserIds(ctx.db, ticket.id, 'ticket_pinned')).toEqual([]);
  });
});
