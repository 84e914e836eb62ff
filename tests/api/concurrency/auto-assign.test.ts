// 50 tickets created at once in an automatic sub-category with 3 available agents and 1 away
// (issue 32): the advisory lock makes each choice see the ones before it, so the loads end
// within 1 of each other and the away agent gets none. Run on PostgreSQL too (--project api-pg).
import { and, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import ticketsHandler from '@/pages/api/tickets/index';
import { ticketHistories, tickets } from '@/server/db/schema';
import { setRateLimitStore } from '@/server/http/rate-limit';
import { MemoryRateLimitStore } from '@/server/http/rate-limit-store';
import type { TicketDetail } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../../helpers/api-context';
import { markAway, subCategoryWithAgents } from '../../helpers/assignment-fixtures';
import { createUser } from '../../helpers/fixtures';

const ctx = useApiContext();
let agents: SessionUser[];
let away: SessionUser;
let requesters: SessionUser[];
let sub: number;

beforeAll(async () => {
  setRateLimitStore(new MemoryRateLimitStore());
  agents = [await createUser(ctx.db, { role: 'agent' }), await createUser(ctx.db, { role: 'agent' }), await createUser(ctx.db, { role: 'agent' })];
  away = await createUser(ctx.db, { role: 'agent' });
  // Ten tickets a minute per person: five requesters file the fifty.
  requesters = await Promise.all(Array.from({ length: 5 }, () => createUser(ctx.db, { role: 'user' })));
  sub = await subCategoryWithAgents(ctx.db, 'automatic', requesters[0], [...agents, away]);
  await markAway(ctx.db, away, new Date(Date.now() - 60_000));
});

describe('automatic assignment under concurrency', () => {
  it('50 tickets at once across 3 agents: loads differ by at most 1, the away agent gets none', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        ctx.api.call<TicketDetail>(ticketsHandler, {
          method: 'POST',
          user: requesters[i % requesters.length],
          body: { title: `Permohonan serentak ${i}`, description: 'Mohon dibantu', sub_category_id: sub },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
    const created = answers.map((a) => a.body.id);
    const loads = await ctx.db
      .select({ assigneeId: tickets.assigneeId, total: count() })
      .from(tickets)
      .where(inArray(tickets.id, created))
      .groupBy(tickets.assigneeId);
    const byAgent = new Map(loads.map((l) => [l.assigneeId, l.total]));
    const counts = agents.map((a) => byAgent.get(a.id) ?? 0);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(50);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    expect(byAgent.get(away.id)).toBeUndefined();
    expect(byAgent.get(null)).toBeUndefined();
    // One system history row per ticket, none twice.
    const [rows] = await ctx.db
      .select({ total: count() })
      .from(ticketHistories)
      .where(and(inArray(ticketHistories.ticketId, created), eq(ticketHistories.field, 'assignee')));
    expect(rows.total).toBe(50);
  });
});
