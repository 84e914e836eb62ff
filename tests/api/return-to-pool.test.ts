// The return-to-pool job (docs/assignment.md): an away agent's unanswered tickets past the
// threshold go back to the pool, by the system, keeping history, notes and the SLA clock.
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ticketComments, ticketHistories } from '@/server/db/schema';
import { returnAwayTicketsToPool } from '@/server/jobs/return-to-pool';
import { RETURN_TO_POOL_AFTER_HOURS } from '@/utils/rules/assignment';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { markAway, subCategoryWithAgents } from '../helpers/assignment-fixtures';
import { createUser } from '../helpers/fixtures';
import { historiesOf, ids, insertComment, insertTicket, notifiedUserIds, ticketRow } from '../helpers/ticket-fixtures';

const ctx = useApiContext();
const HOUR = 3_600_000;
const now = new Date();
const old = new Date(now.getTime() - (RETURN_TO_POOL_AFTER_HOURS + 1) * HOUR);
const young = new Date(now.getTime() - (RETURN_TO_POOL_AFTER_HOURS - 1) * HOUR);
let admin: SessionUser;
let requester: SessionUser;
let away: SessionUser;
let colleague: SessionUser;
let automatic: number;
let manual: number;

beforeAll(async () => {
  admin = await createUser(ctx.db, { role: 'admin' });
  requester = await createUser(ctx.db, { role: 'user' });
  away = await createUser(ctx.db, { role: 'agent' });
  colleague = await createUser(ctx.db, { role: 'agent' });
  automatic = await subCategoryWithAgents(ctx.db, 'automatic', requester, [away, colleague]);
  manual = await subCategoryWithAgents(ctx.db, 'manual', requester, [away, colleague]);
  await markAway(ctx.db, away, new Date(now.getTime() - 10 * HOUR));
});

describe('returnAwayTicketsToPool', () => {
  it('moves only the stranded tickets; an automatic one goes on to the next agent, a manual one stays in the pool', async () => {
    const stranded = await insertTicket(ctx.db, { requester, assignee: away, subCategoryId: automatic, status: 'DIKERJAKAN', createdAt: old });
    await ctx.db.insert(ticketComments).values({ ticketId: stranded.id, userId: away.id, markdown: 'Catatan', html: '<p>Catatan</p>', isInternal: true });
    const pooled = await insertTicket(ctx.db, { requester, assignee: away, subCategoryId: manual, createdAt: old });
    const answered = await insertTicket(ctx.db, { requester, assignee: away, subCategoryId: automatic, createdAt: old });
    await insertComment(ctx.db, answered, away, 'Sedang kami periksa');
    const recent = await insertTicket(ctx.db, { requester, assignee: away, subCategoryId: automatic, createdAt: young });
    const done = await insertTicket(ctx.db, { requester, assignee: away, subCategoryId: automatic, status: 'SELESAI', createdAt: old });
    const others = await insertTicket(ctx.db, { requester, assignee: colleague, subCategoryId: automatic, createdAt: old });

    expect(await returnAwayTicketsToPool({ db: ctx.db, now })).toEqual({ returned: 2 });

    const moved = await ticketRow(ctx.db, stranded.id);
    expect(moved?.assigneeId).toBe(colleague.id);
    expect([moved?.statusCode, moved?.createdAt.getTime()]).toEqual(['DIKERJAKAN', old.getTime()]);
    const systemRows = (await historiesOf(ctx.db, stranded.id)).filter((h) => h.userId === null).map((h) => [h.field, h.fromValue === null, h.toValue === null]);
    expect(systemRows).toEqual([
      ['assignee', false, true],
      ['assignee', true, false],
    ]);
    expect(await ctx.db.select().from(ticketComments).where(and(eq(ticketComments.ticketId, stranded.id), eq(ticketComments.isInternal, true)))).toHaveLength(1);
    expect(await notifiedUserIds(ctx.db, stranded.id, 'returned_to_pool')).toEqual(ids(away, admin));
    expect(await notifiedUserIds(ctx.db, stranded.id, 'assigned')).toEqual(ids(colleague));

    expect((await ticketRow(ctx.db, pooled.id))?.assigneeId).toBeNull();
    expect(await notifiedUserIds(ctx.db, pooled.id, 'returned_to_pool')).toEqual(ids(away, admin));
    for (const kept of [answered, recent, done]) expect((await ticketRow(ctx.db, kept.id))?.assigneeId).toBe(away.id);
    expect((await ticketRow(ctx.db, others.id))?.assigneeId).toBe(colleague.id);
  });

  it('a second round finds nothing more', async () => {
    expect(await returnAwayTicketsToPool({ db: ctx.db, now })).toEqual({ returned: 0 });
  });

  it('an agent whose until-date has passed keeps their tickets', async () => {
    const back = await createUser(ctx.db, { role: 'agent' });
    await markAway(ctx.db, back, new Date(now.getTime() - 10 * HOUR), new Date(now.getTime() - HOUR));
    const ticket = await insertTicket(ctx.db, { requester, assignee: back, subCategoryId: manual, createdAt: old });
    expect(await returnAwayTicketsToPool({ db: ctx.db, now })).toEqual({ returned: 0 });
    expect((await ticketRow(ctx.db, ticket.id))?.assigneeId).toBe(back.id);
    expect(await ctx.db.select().from(ticketHistories).where(and(eq(ticketHistories.ticketId, ticket.id), isNull(ticketHistories.userId)))).toEqual([]);
  });

  it('an agent away for less than the threshold keeps even old tickets, until the threshold has passed', async () => {
    const lunch = await createUser(ctx.db, { role: 'agent' });
    await markAway(ctx.db, lunch, new Date(now.getTime() - HOUR));
    const ticket = await insertTicket(ctx.db, { requester, assignee: lunch, subCategoryId: manual, createdAt: old });
    expect(await returnAwayTicketsToPool({ db: ctx.db, now })).toEqual({ returned: 0 });
    expect((await ticketRow(ctx.db, ticket.id))?.assigneeId).toBe(lunch.id);
    const later = new Date(now.getTime() + RETURN_TO_POOL_AFTER_HOURS * HOUR);
    // (The first test's recent ticket is past the threshold by then too.)
    expect((await returnAwayTicketsToPool({ db: ctx.db, now: later })).returned).toBeGreaterThanOrEqual(1);
    expect((await ticketRow(ctx.db, ticket.id))?.assigneeId).toBeNull();
  });
});
