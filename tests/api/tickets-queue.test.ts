import { beforeAll, describe, expect, it } from 'vitest';
import listHandler from '@/pages/api/tickets';
import queueHandler from '@/pages/api/tickets/queue';
import { ticketComments, type Ticket } from '@/server/db/schema';
import { seedDemoReferences } from '@/server/db/seed/references';
import { withQuery } from '@/utils/query';
import type { QueueBucket, QueueFilters } from '@/utils/rules/ticket-queue';
import type { Paginated } from '@/utils/schemas/common';
import type { TicketListItem, TicketQueue } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { getTicketQueue } from '@/server/tickets/ticket-queue';
import { useApiContext } from '../helpers/api-context';
import { NO_SCAN_NO_SORT, planOf, statementsOf } from '../helpers/query-plan';
import { createCast, insertComment, insertSubCategory, insertTicket } from '../helpers/ticket-fixtures';

// The staff home's queue (issue 31): overdue first, unassigned in the agent's sub-categories,
// assigned to me, waiting for the requester; each count is the ticket list's total for its filters.

const ctx = useApiContext();
const HOUR = 3_600_000;
const hoursAgo = (n: number) => new Date(Date.now() - n * HOUR);
let cast: Awaited<ReturnType<typeof createCast>>;

beforeAll(async () => {
  await seedDemoReferences(ctx.db);
  cast = await createCast(ctx.db);
});

const internalNote = (ticket: Ticket, user: SessionUser) =>
  ctx.db.insert(ticketComments).values({ ticketId: ticket.id, userId: user.id, markdown: 'Catatan', html: '<p>Catatan</p>', isInternal: true });
const queue = (user: SessionUser | null) => ctx.api.call<TicketQueue & { code: string }>(queueHandler, { user });
const counts = (body: TicketQueue) => Object.fromEntries(body.buckets.map((b) => [b.key, b.total])) as Record<QueueBucket, number>;
const listTotal = async (user: SessionUser, filters: QueueFilters) =>
  (await ctx.api.call<Paginated<TicketListItem>>(listHandler, { path: withQuery('/tickets', filters), user })).body.total;

describe('GET /api/tickets/queue', () => {
  it('gives an agent their queue, overdue first, each count equal to the list it opens', async () => {
    const { agent, agent2, requester } = await createCast(ctx.db);
    const mine = await insertSubCategory(ctx.db, 10);
    const other = await insertSubCategory(ctx.db, 10);
    const ticket = (seed: Omit<Parameters<typeof insertTicket>[1], 'requester'>) => insertTicket(ctx.db, { requester, ...seed });
    await ticket({ assignee: agent, status: 'DIKERJAKAN', subCategoryId: mine, createdAt: hoursAgo(12) }); // mine, overdue
    await ticket({ assignee: agent, status: 'DIAJUKAN', subCategoryId: mine }); // mine, on time
    await ticket({ assignee: agent, status: 'SELESAI', subCategoryId: mine, createdAt: hoursAgo(50) }); // finished: nowhere
    await ticket({ assignee: agent2, status: 'DIKERJAKAN', subCategoryId: mine, createdAt: hoursAgo(12) }); // a colleague's
    await ticket({ subCategoryId: mine }); // unassigned, my sub-category
    await ticket({ subCategoryId: other }); // unassigned elsewhere
    const answered = await ticket({ assignee: agent, status: 'DIKERJAKAN', subCategoryId: mine });
    await insertComment(ctx.db, answered, requester, 'Kapan selesai?');
    await insertComment(ctx.db, answered, agent, 'Mohon kirim SK terakhir Anda.');
    await internalNote(answered, agent); // a note is not an answer the requester saw
    const asked = await ticket({ assignee: agent, status: 'DIKERJAKAN', subCategoryId: mine });
    await insertComment(ctx.db, asked, agent, 'Sedang kami cek.');
    await insertComment(ctx.db, asked, requester, 'Baik, saya tunggu.'); // the requester spoke last

    const res = await queue(agent);
    expect(res.status).toBe(200);
    expect(res.body.buckets.map((b) => b.key)).toEqual(['overdue', 'unassigned', 'assigned', 'waiting']);
    expect(counts(res.body)).toEqual({ overdue: 1, unassigned: 1, assigned: 4, waiting: 1 });
    expect(res.body.buckets[1].filters).toEqual({ status: ['DIAJUKAN', 'DIKERJAKAN'], unassigned: true, sub_category: [mine] });
    for (const bucket of res.body.buckets) expect(await listTotal(agent, bucket.filters)).toBe(bucket.total);
  });

  it('shows an agent who handles nothing yet every unassigned open ticket', async () => {
    const { agent, admin } = await createCast(ctx.db);
    const [unassigned] = (await queue(agent)).body.buckets.filter((b) => b.key === 'unassigned');
    expect(unassigned.filters).toEqual({ status: ['DIAJUKAN', 'DIKERJAKAN'], unassigned: true });
    expect(unassigned.total).toBe(counts((await queue(admin)).body).unassigned);
  });

  it('counts every late ticket for an admin, not only their own', async () => {
    const { admin, agent, requester } = await createCast(ctx.db);
    const before = counts((await queue(admin)).body);
    const late = await insertSubCategory(ctx.db, 2);
    await insertTicket(ctx.db, { requester, assignee: agent, status: 'DIKERJAKAN', subCategoryId: late, createdAt: hoursAgo(5) });
    await insertTicket(ctx.db, { requester, assignee: admin, status: 'DIKERJAKAN', subCategoryId: late, createdAt: hoursAgo(5) });
    const after = (await queue(admin)).body;
    expect(counts(after)).toEqual({ ...before, overdue: before.overdue + 2, assigned: before.assigned + 1 });
    expect(after.buckets[0].filters).toEqual({ due: 'overdue' });
    for (const bucket of after.buckets) expect(await listTotal(admin, bucket.filters)).toBe(bucket.total);
  });

  it.each(['agent', 'admin'] as const)("reads the %s's counts from indexes (no sequential scan of tickets or comments)", async (role) => {
    const statements = await statementsOf(ctx.handle, (db) => getTicketQueue({ db, user: cast[role] }));
    expect(statements.filter((s) => s.sql.includes('count(')).length).toBe(4);
    for (const statement of statements) {
      const plan = await planOf(ctx.handle, statement, NO_SCAN_NO_SORT);
      expect(plan, `${statement.sql}\n${plan}`).not.toMatch(/Seq Scan on (tickets|ticket_comments)/);
    }
  });

  it('is for staff only: users 403, anonymous 401', async () => {
    expect((await queue(cast.requester)).status).toBe(403);
    expect((await queue(null)).status).toBe(401);
  });
});

describe('GET /api/tickets?waiting=', () => {
  it('finds the tickets whose newest public comment is not the requester’s, and refuses users', async () => {
    const { agent, requester } = await createCast(ctx.db);
    const answered = await insertTicket(ctx.db, { requester, assignee: agent, status: 'DIKERJAKAN' });
    await insertComment(ctx.db, answered, agent, 'Sudah kami jawab.');
    const silent = await insertTicket(ctx.db, { requester, assignee: agent, status: 'DIKERJAKAN' });
    const ids = async (waiting: boolean) =>
      (await ctx.api.call<Paginated<TicketListItem>>(listHandler, { path: `/tickets?requester=${requester.id}&waiting=${waiting}`, user: agent })).body.data.map((t) => t.id);
    expect(await ids(true)).toEqual([answered.id]);
    expect(await ids(false)).toEqual([silent.id]);
    expect((await ctx.api.call(listHandler, { path: '/tickets?waiting=true', user: requester })).status).toBe(403);
  });
});
