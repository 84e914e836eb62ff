import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import listHandler from '@/pages/api/tickets';
import detailHandler from '@/pages/api/tickets/[id]/index';
import { subCategories, type Ticket } from '@/server/db/schema';
import type { Paginated } from '@/utils/schemas/common';
import type { StatusCode, TicketDetail, TicketListItem } from '@/utils/schemas/tickets';
import { useApiContext } from '../helpers/api-context';
import { createCast, insertSubCategory, insertTicket } from '../helpers/ticket-fixtures';

// SLA due times (docs/tickets.md, "Due times"): due_at = created_at + the sub-category's target
// hours while the ticket is not SELESAI/DITOLAK; `due=overdue|soon` filters on it (staff only).

const ctx = useApiContext();
const HOUR = 3_600_000;
const hoursAgo = (n: number) => new Date(Date.now() - n * HOUR);

let cast: Awaited<ReturnType<typeof createCast>>;
let target10h: number;
let t: Record<'overdue' | 'soon' | 'later' | 'finished' | 'rejected' | 'uncategorized', Ticket>;

beforeAll(async () => {
  cast = await createCast(ctx.db);
  target10h = await insertSubCategory(ctx.db, 10);
  const requester = cast.requester;
  const seed = (createdHoursAgo: number, status: StatusCode = 'DIKERJAKAN', subCategoryId: number | null = target10h) =>
    insertTicket(ctx.db, { requester, status, subCategoryId, createdAt: hoursAgo(createdHoursAgo) });
  t = {
    overdue: await seed(13), // due 3 hours ago
    soon: await seed(8), // due in 2 hours
    later: await seed(-20), // due in 30 hours: neither
    finished: await seed(30, 'SELESAI'),
    rejected: await seed(30, 'DITOLAK'),
    uncategorized: await seed(30, 'DIAJUKAN', null),
  };
});

const list = (user: typeof cast.admin, query = '') =>
  ctx.api.call<Paginated<TicketListItem>>(listHandler, { path: `/tickets?requester=${cast.requester.id}&limit=50${query}`, user });
const idsOf = (page: Paginated<TicketListItem>) => page.data.map((item) => item.id).sort((a, b) => a - b);
const ids = (...tickets: Ticket[]) => tickets.map((ticket) => ticket.id).sort((a, b) => a - b);

describe('due_at', () => {
  it('is created_at plus the target hours, as ISO, for unfinished tickets with a sub-category; null otherwise', async () => {
    const res = await list(cast.agent);
    expect(res.status).toBe(200);
    const dueOf = (ticket: Ticket) => res.body.data.find((item) => item.id === ticket.id)?.due_at;
    expect(dueOf(t.overdue)).toBe(new Date(t.overdue.createdAt.getTime() + 10 * HOUR).toISOString());
    expect(dueOf(t.soon)).toBe(new Date(t.soon.createdAt.getTime() + 10 * HOUR).toISOString());
    for (const none of [t.finished, t.rejected, t.uncategorized]) expect(dueOf(none)).toBeNull();
  });

  it('is in the detail too, and follows a changed target at once', async () => {
    await ctx.db.update(subCategories).set({ durationTargetHours: 20 }).where(eq(subCategories.id, target10h));
    try {
      const res = await ctx.api.call<TicketDetail>(detailHandler, { params: { id: String(t.overdue.id) }, user: cast.requester });
      expect(res.status).toBe(200);
      expect(res.body.due_at).toBe(new Date(t.overdue.createdAt.getTime() + 20 * HOUR).toISOString());
    } finally {
      await ctx.db.update(subCategories).set({ durationTargetHours: 10 }).where(eq(subCategories.id, target10h));
    }
  });
});

describe('due filter', () => {
  it.each(['admin', 'agent'] as const)('due=overdue gives %s the unfinished tickets past their due time', async (role) => {
    const res = await list(cast[role], '&due=overdue');
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual(ids(t.overdue));
    expect(res.body.total).toBe(1);
  });

  it('due=soon gives the unfinished tickets due within 24 hours', async () => {
    const res = await list(cast.admin, '&due=soon');
    expect(idsOf(res.body)).toEqual(ids(t.soon));
  });

  it('combines with other filters', async () => {
    expect(idsOf((await list(cast.admin, '&due=overdue&status=DIAJUKAN')).body)).toEqual([]);
    expect(idsOf((await list(cast.admin, '&due=overdue&status=DIKERJAKAN')).body)).toEqual(ids(t.overdue));
  });

  it('is refused (403) for users, like every other advanced filter, and 400 for an unknown value', async () => {
    const refused = await ctx.api.call(listHandler, { path: '/tickets?due=overdue', user: cast.requester });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN', message: 'Filter lanjutan hanya untuk admin dan agen' });
    const unknown = await list(cast.admin, '&due=later');
    expect(unknown.status).toBe(400);
  });
});
