import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import feedbackHandler from '@/pages/api/tickets/[id]/feedback';
import remindersHandler from '@/pages/api/tickets/[id]/reminders';
import { notifications, type Ticket } from '@/server/db/schema';
import type { TicketDetail } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { createCast, historiesOf, ids, insertTicket, notifiedUserIds } from '../helpers/ticket-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

let cast: Awaited<ReturnType<typeof createCast>>;
type Answer = TicketDetail & { message: string; fields: { path: string }[] };

beforeAll(async () => {
  cast = await createCast(ctx.db);
});

const feedback = (ticket: Ticket, body: unknown, user: SessionUser) =>
  ctx.api.call<Answer>(feedbackHandler, { method: 'PATCH', params: { id: String(ticket.id) }, body, user });
const remind = (ticket: Ticket, user: SessionUser) =>
  ctx.api.call<{ total_reminders: number; message: string }>(remindersHandler, { method: 'POST', params: { id: String(ticket.id) }, user });

describe('PATCH /api/tickets/{id}/feedback', () => {
  it('lets the requester rate a finished ticket and change the rating later', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, status: 'SELESAI', assignee: cast.agent });
    const first = await feedback(ticket, { stars: 4, requester_comment: 'Cepat, terima kasih' }, cast.requester);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ stars: 4, requester_comment: 'Cepat, terima kasih' });
    const second = await feedback(ticket, { stars: 5 }, cast.requester);
    expect(second.body).toMatchObject({ stars: 5, requester_comment: '' });
    const histories = await historiesOf(ctx.db, ticket.id);
    expect(histories.map((h) => [h.field, h.fromValue, h.toValue])).toEqual([
      ['feedback', null, '4'],
      ['feedback', '4', '5'],
    ]);
    expect(await notifiedUserIds(ctx.db, ticket.id, 'feedback')).toEqual(ids(cast.admin, cast.admin, cast.admin2, cast.admin2, cast.agent, cast.agent));
  });

  it('keeps the feedback off the landing page unless the requester asks, then under the name they chose', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, status: 'SELESAI', assignee: cast.agent });
    expect((await feedback(ticket, { stars: 5, requester_comment: 'Mantap' }, cast.requester)).body).toMatchObject({ feedback_public: false, feedback_name: 'initials' });
    expect((await feedback(ticket, { stars: 5, publish: true, publish_name: 'anonymous' }, cast.requester)).body).toMatchObject({ feedback_public: true, feedback_name: 'anonymous' });
    expect((await feedback(ticket, { stars: 5, publish: true, publish_name: 'nickname' }, cast.requester)).status).toBe(400);
  });

  it.each(['DIAJUKAN', 'DIKERJAKAN', 'DITOLAK'] as const)('answers 409 while the ticket is %s', async (status) => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, status });
    const res = await feedback(ticket, { stars: 3 }, cast.requester);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Umpan balik hanya dapat diberikan untuk tiket yang sudah selesai');
  });

  it('refuses everyone but the requester', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, status: 'SELESAI', assignee: cast.agent, published: true });
    for (const user of [cast.admin, cast.agent, cast.stranger]) expect((await feedback(ticket, { stars: 3 }, user)).status).toBe(403);
  });

  it('lets an admin requester give feedback once but not update it (update-feedback is for users)', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.admin, status: 'SELESAI' });
    expect((await feedback(ticket, { stars: 3 }, cast.admin)).status).toBe(200);
    expect((await feedback(ticket, { stars: 4 }, cast.admin)).status).toBe(403);
  });

  it.each([
    ['0 stars', { stars: 0 }, 'stars'],
    ['6 stars', { stars: 6 }, 'stars'],
    ['fractional stars', { stars: 2.5 }, 'stars'],
    ['no stars', { requester_comment: 'x' }, 'stars'],
  ])('answers 400 for %s', async (_name, body, field) => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, status: 'SELESAI' });
    const res = await feedback(ticket, body, cast.requester);
    expect(res.status).toBe(400);
    expect(res.body.fields.map((f) => f.path)).toContain(field);
  });
});

describe('POST /api/tickets/{id}/reminders', () => {
  it('counts reminders and notifies the requester only', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, assignee: cast.agent, published: true });
    expect(await remind(ticket, cast.agent)).toMatchObject({ status: 200, body: { total_reminders: 1 } });
    expect((await remind(ticket, cast.admin)).body).toEqual({ total_reminders: 2 });
    expect(await notifiedUserIds(ctx.db, ticket.id, 'reminder')).toEqual(ids(cast.requester, cast.requester));
    const [note] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.ticketId, ticket.id), eq(notifications.fromUserId, cast.agent.id)));
    expect(note).toMatchObject({ type: 'reminder', title: `Pengingat untuk tiket ${ticket.number}`, content: ticket.title, readAt: null });
    const histories = await historiesOf(ctx.db, ticket.id);
    expect(histories.map((h) => [h.field, h.fromValue, h.toValue])).toEqual([
      ['reminder', '0', '1'],
      ['reminder', '1', '2'],
    ]);
  });

  it('refuses another agent and the requester (403); 404 when hidden', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, assignee: cast.agent });
    expect((await remind(ticket, cast.agent2)).status).toBe(403);
    expect((await remind(ticket, cast.requester)).status).toBe(403);
    expect((await remind(ticket, cast.stranger)).status).toBe(404);
  });
});
