import { beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import mergeHandler from '@/pages/api/tickets/[id]/merge';
import detailHandler from '@/pages/api/tickets/[id]/index';
import { ticketComments, ticketHistories, ticketSubscriptions, tickets, type Ticket } from '@/server/db/schema';
import * as announce from '@/server/realtime/announce';
import type { TicketDetail } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { createCast, historiesOf, ids, insertComment, insertTicket, notifiedUserIds, ticketRow } from '../helpers/ticket-fixtures';
import { useApiContext } from '../helpers/api-context';

// A failure injected into the last step of a merge proves the steps before it roll back.
vi.mock('@/server/realtime/announce', async (original) => {
  const actual = await original<typeof import('@/server/realtime/announce')>();
  return { ...actual, announceTicketChange: vi.fn(actual.announceTicketChange) };
});

const ctx = useApiContext();
let cast: Awaited<ReturnType<typeof createCast>>;

beforeAll(async () => {
  cast = await createCast(ctx.db);
});

const merge = (source: Pick<Ticket, 'id'>, target: unknown, user: SessionUser | null) =>
  ctx.api.call<TicketDetail & { code?: string; message?: string }>(mergeHandler, {
    method: 'POST',
    params: { id: String(source.id) },
    body: { target_id: target },
    user,
  });

const commentsOf = (ticketId: number) =>
  ctx.db.select().from(ticketComments).where(eq(ticketComments.ticketId, ticketId)).orderBy(asc(ticketComments.id));
const followersOf = async (ticketId: number) =>
  (await ctx.db.select().from(ticketSubscriptions).where(eq(ticketSubscriptions.ticketId, ticketId))).map((r) => r.userId).sort((a, b) => a - b);

/** A duplicate with two comments and two followers, and the ticket it belongs to (one follower shared). */
async function duplicatePair() {
  const source = await insertTicket(ctx.db, { requester: cast.requester, assignee: cast.agent });
  const target = await insertTicket(ctx.db, { requester: cast.requester, assignee: cast.agent2 });
  await insertComment(ctx.db, source, cast.requester, 'Pertanyaan yang sama');
  await insertComment(ctx.db, source, cast.agent, 'Jawaban di tiket duplikat');
  await insertComment(ctx.db, target, cast.requester, 'Pertanyaan awal');
  await ctx.db.insert(ticketSubscriptions).values([
    { ticketId: source.id, userId: cast.requester.id },
    { ticketId: source.id, userId: cast.admin2.id },
    { ticketId: target.id, userId: cast.requester.id },
  ]);
  await ctx.db.insert(ticketHistories).values([
    { ticketId: source.id, userId: cast.requester.id, field: 'created', toValue: 'DIAJUKAN' },
    { ticketId: target.id, userId: cast.requester.id, field: 'created', toValue: 'DIAJUKAN' },
  ]);
  await ctx.db.update(tickets).set({ totalComments: 2 }).where(eq(tickets.id, source.id));
  await ctx.db.update(tickets).set({ totalComments: 1 }).where(eq(tickets.id, target.id));
  return { source: (await ticketRow(ctx.db, source.id))!, target: (await ticketRow(ctx.db, target.id))! };
}

describe('POST /api/tickets/{id}/merge', () => {
  it('moves comments, followers and history to the target, closes the duplicate and tells the requester', async () => {
    const { source, target } = await duplicatePair();
    const res = await merge(source, target.id, cast.agent);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: target.id, merged_into: null });
    expect((await commentsOf(target.id)).map((c) => c.markdown)).toEqual(['Pertanyaan yang sama', 'Jawaban di tiket duplikat', 'Pertanyaan awal']);
    expect(await commentsOf(source.id)).toEqual([]);
    expect(await followersOf(target.id)).toEqual(ids(cast.requester, cast.admin2));
    expect(await followersOf(source.id)).toEqual([]);
    expect((await ticketRow(ctx.db, target.id))?.totalComments).toBe(3);
    expect(await ticketRow(ctx.db, source.id)).toMatchObject({ mergedIntoId: target.id, statusCode: 'DITOLAK', totalComments: 0 });
    const targetHistory = await historiesOf(ctx.db, target.id);
    expect(targetHistory.map((h) => [h.field, h.fromValue, h.toValue, h.userId])).toContainEqual(['merge', source.number, target.number, cast.agent.id]);
    // Two creations on the target now: its own, and the duplicate's, which keeps its number.
    const created = targetHistory.filter((h) => h.field === 'created').map((h) => h.fromValue);
    expect(created.sort()).toEqual([source.number, null].sort());
    expect(await notifiedUserIds(ctx.db, target.id, 'ticket_merged')).toEqual(ids(cast.requester));
  });

  it("says on the merged ticket's detail where it went", async () => {
    const { source, target } = await duplicatePair();
    await merge(source, target.id, cast.admin);
    const detail = await ctx.api.call<TicketDetail>(detailHandler, { params: { id: String(source.id) }, user: cast.requester });
    expect(detail.body.merged_into).toEqual({ id: target.id, number: target.number });
    expect(detail.body.comments).toEqual([]);
  });

  it('lets admins and every agent merge; requesters get 403, visitors 401, and nothing moves', async () => {
    for (const user of [cast.admin, cast.agent2]) {
      const { source, target } = await duplicatePair();
      expect((await merge(source, target.id, user)).status).toBe(200);
    }
    const { source, target } = await duplicatePair();
    expect((await merge(source, target.id, cast.requester)).status).toBe(403);
    expect((await merge(source, target.id, cast.stranger)).status).toBe(403);
    expect((await merge(source, target.id, null)).status).toBe(401);
    expect(await commentsOf(source.id)).toHaveLength(2);
    expect(await ticketRow(ctx.db, source.id)).toMatchObject({ mergedIntoId: null });
  });

  it('refuses merging into itself, a merged ticket, or another requester\'s ticket (409), and a missing one (404)', async () => {
    const { source, target } = await duplicatePair();
    const self = await merge(source, source.id, cast.admin);
    expect(self).toMatchObject({ status: 409, body: { code: 'CONFLICT', message: 'Tiket tidak dapat digabungkan ke dirinya sendiri' } });
    const other = await insertTicket(ctx.db, { requester: cast.stranger });
    expect((await merge(source, other.id, cast.admin)).body.message).toBe('Hanya tiket dari pemohon yang sama yang dapat digabungkan');
    expect((await merge(source, 2_000_000, cast.admin)).status).toBe(404);
    expect((await merge(source, 'HD-1', cast.admin)).status).toBe(400);
    expect((await merge(source, target.id, cast.admin)).status).toBe(200);
    const third = await insertTicket(ctx.db, { requester: cast.requester });
    expect((await merge(third, source.id, cast.admin))).toMatchObject({ status: 409, body: { message: /Tiket tujuan sudah digabungkan/ } });
    expect((await merge(source, third.id, cast.admin))).toMatchObject({ status: 409, body: { message: 'Tiket ini sudah digabungkan ke tiket lain' } });
    expect(await commentsOf(third.id)).toEqual([]);
  });

  it('is one transaction: a failure at the last step leaves both tickets as they were', async () => {
    const { source, target } = await duplicatePair();
    vi.mocked(announce.announceTicketChange).mockRejectedValueOnce(new Error('injected'));
    expect((await merge(source, target.id, cast.admin)).status).toBe(500);
    expect(await commentsOf(source.id)).toHaveLength(2);
    expect(await followersOf(source.id)).toEqual(ids(cast.requester, cast.admin2));
    expect(await ticketRow(ctx.db, source.id)).toMatchObject({ mergedIntoId: null, statusCode: 'DIAJUKAN', totalComments: source.totalComments });
    const fields = async (id: number) => (await historiesOf(ctx.db, id)).map((h) => [h.field, h.fromValue]);
    expect(await fields(target.id)).toEqual([['created', null]]);
    expect(await fields(source.id)).toEqual([['created', null]]);
    expect(await notifiedUserIds(ctx.db, target.id, 'ticket_merged')).toEqual([]);
  });

  it('merges a pair crossed at the same time once: one answer 200, the other 409', async () => {
    const { source, target } = await duplicatePair();
    const answers = await Promise.all([merge(source, target.id, cast.admin), merge(target, source.id, cast.agent)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const rows = [await ticketRow(ctx.db, source.id), await ticketRow(ctx.db, target.id)];
    expect(rows.filter((r) => r?.mergedIntoId !== null)).toHaveLength(1);
  });
});
