import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import handler from '@/pages/api/tickets/[id]/comments/index';
import standaloneHandler from '@/pages/api/comments/index';
import { ticketComments, tickets, type Ticket } from '@/server/db/schema';
import { seedDemoReferences } from '@/server/db/seed/references';
import type { TicketCommentView } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { createCast, historiesOf, ids, insertTicket, notifiedUserIds, ticketRow } from '../helpers/ticket-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();
let cast: Awaited<ReturnType<typeof createCast>>;

beforeAll(async () => {
  await seedDemoReferences(ctx.db);
  cast = await createCast(ctx.db);
});

type Answer = TicketCommentView & { code: string; message: string };
const reply = (ticket: Ticket, user: SessionUser, status?: string) =>
  ctx.api.call<Answer>(handler, { method: 'POST', params: { id: String(ticket.id) }, user, body: { markdown: 'Sudah kami perbaiki.', status } });
const commentsOf = (ticket: Ticket) => ctx.db.select().from(ticketComments).where(eq(ticketComments.ticketId, ticket.id));

describe('POST /api/tickets/{id}/comments with a status ("Kirim & selesaikan")', () => {
  it('lets the assignee reply and finish in one go: comment, SELESAI, both in the history the requester reads', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, assignee: cast.agent, status: 'DIKERJAKAN' });
    const res = await reply(ticket, cast.agent, 'SELESAI');
    expect(res.status).toBe(201);
    const row = await ticketRow(ctx.db, ticket.id);
    expect(row).toMatchObject({ statusCode: 'SELESAI', totalComments: 1 });
    expect(row?.completedAt).not.toBeNull();
    expect((await historiesOf(ctx.db, ticket.id)).map((h) => [h.field, h.toValue])).toEqual([
      ['comment', String(res.body.id)],
      ['status', 'SELESAI'],
    ]);
    expect(await notifiedUserIds(ctx.db, ticket.id, 'status_changed')).toEqual(ids(cast.admin, cast.admin2, cast.requester));
  });

  it('lets an admin reply with a status too', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, assignee: cast.agent, status: 'DIKERJAKAN' });
    expect((await reply(ticket, cast.admin, 'DITOLAK')).status).toBe(201);
    expect((await ticketRow(ctx.db, ticket.id))?.statusCode).toBe('DITOLAK');
  });

  it('refuses a move off the lifecycle (409) and writes neither the comment nor the status', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, assignee: cast.agent });
    const res = await reply(ticket, cast.agent, 'SELESAI');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Status tidak dapat diubah dari Diajukan ke Selesai');
    expect(await commentsOf(ticket)).toEqual([]);
    expect(await historiesOf(ctx.db, ticket.id)).toEqual([]);
    expect((await ticketRow(ctx.db, ticket.id))?.statusCode).toBe('DIAJUKAN');
  });

  it('refuses the requester and another agent a status (403), writing nothing', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, assignee: cast.agent, status: 'DIKERJAKAN', published: true });
    for (const user of [cast.requester, cast.agent2, cast.stranger]) {
      expect((await reply(ticket, user, 'SELESAI')).status).toBe(403);
    }
    expect(await commentsOf(ticket)).toEqual([]);
    expect((await ticketRow(ctx.db, ticket.id))?.totalComments).toBe(0);
  });

  it('leaves the status alone without one, and refuses an unknown status (400)', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, assignee: cast.agent, status: 'DIKERJAKAN' });
    expect((await reply(ticket, cast.agent)).status).toBe(201);
    expect((await reply(ticket, cast.agent, 'ARSIP')).status).toBe(400);
    const [row] = await ctx.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row).toMatchObject({ statusCode: 'DIKERJAKAN', totalComments: 1 });
  });

  it('moves the status through POST /comments as well', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, assignee: cast.agent, status: 'DIKERJAKAN' });
    const res = await ctx.api.call<Answer>(standaloneHandler, { method: 'POST', user: cast.agent, body: { ticket_id: ticket.id, markdown: 'Selesai.', status: 'SELESAI' } });
    expect(res.status).toBe(201);
    expect((await ticketRow(ctx.db, ticket.id))?.statusCode).toBe('SELESAI');
  });
});
