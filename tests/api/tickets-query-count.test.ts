import { beforeAll, describe, expect, it } from 'vitest';
import { getTicketDetail } from '@/server/tickets/get-ticket-detail';
import { listTickets } from '@/server/tickets/list-tickets';
import { listNotifications } from '@/server/notifications/list-notifications';
import { TicketTotals } from '@/server/tickets/ticket-totals';
import { NotificationQuerySchema, TicketListQuerySchema } from '@/utils/schemas/tickets';
import { useApiContext } from '../helpers/api-context';
import { countingDb, type CountingDb } from '../helpers/query-counter';
import { createCast, insertComment, insertTicket, react } from '../helpers/ticket-fixtures';

const ctx = useApiContext();
let counting: CountingDb;
let cast: Awaited<ReturnType<typeof createCast>>;

beforeAll(async () => {
  counting = countingDb(ctx.handle);
  cast = await createCast(ctx.db);
  for (let i = 0; i < 30; i += 1) {
    await insertTicket(ctx.db, { requester: i % 2 ? cast.requester : cast.stranger, assignee: i % 3 ? cast.agent : null, priority: 'SEDANG', published: i % 4 === 0 });
  }
});

async function statementsOf(run: () => Promise<unknown>): Promise<number> {
  counting.reset();
  await run();
  return counting.statements.length;
}

describe('fixed number of SQL statements', () => {
  it('lists tickets with two statements (the page with its joins, the total) whatever the page size', async () => {
    // A fresh TicketTotals per call: no total is remembered between them (and these are small anyway).
    const counts: number[] = [];
    for (const limit of [1, 5, 30]) {
      const query = TicketListQuerySchema.parse({ limit: String(limit), sort: 'priority' });
      let size = 0;
      counts.push(
        await statementsOf(async () => (size = (await listTickets({ db: counting.db, user: cast.admin, query, totals: new TicketTotals() })).data.length)),
      );
      expect(size).toBe(limit);
    }
    const filtered = TicketListQuerySchema.parse({ limit: '30', search: 'uji', status: 'DIAJUKAN', category: '1' });
    counts.push(await statementsOf(() => listTickets({ db: counting.db, user: cast.agent, query: filtered, totals: new TicketTotals() })));
    expect(counts).toEqual([2, 2, 2, 2]);
  });

  it('brings the unread flags inside the page statement: still two statements', async () => {
    const replied = await insertTicket(ctx.db, { requester: cast.requester });
    await insertComment(ctx.db, replied, cast.agent, 'Balasan agen');
    const query = TicketListQuerySchema.parse({ limit: '30' });
    let page: Awaited<ReturnType<typeof listTickets>> | undefined;
    const count = await statementsOf(async () => (page = await listTickets({ db: counting.db, user: cast.requester, query, totals: new TicketTotals() })));
    expect(count).toBe(2);
    expect(page?.data.find((t) => t.id === replied.id)?.unread).toBe(true);
  });

  it('skips the count while a large total is remembered: one statement', async () => {
    const totals = new TicketTotals({ exactUpTo: 5, ttlMs: 60_000, maxEntries: 10 });
    const query = TicketListQuerySchema.parse({ limit: '10' });
    const first = await statementsOf(() => listTickets({ db: counting.db, user: cast.admin, query, totals }));
    const again = await statementsOf(() => listTickets({ db: counting.db, user: cast.admin, query: { ...query, page: 2 }, totals }));
    expect([first, again]).toEqual([2, 1]);
  });

  it('reads the page after a cursor with the same statements as a page by number', async () => {
    const query = TicketListQuerySchema.parse({ limit: '5', sort: 'priority_asc' });
    const first = await listTickets({ db: ctx.db, user: cast.admin, query, totals: new TicketTotals() });
    expect(first.next_cursor).toEqual(expect.any(String));
    const next = { ...query, cursor: first.next_cursor };
    expect(await statementsOf(() => listTickets({ db: counting.db, user: cast.admin, query: next, totals: new TicketTotals() }))).toBe(2);
  });

  it('loads a ticket detail with one statement whatever the number of comments and reactions', async () => {
    const quiet = await insertTicket(ctx.db, { requester: cast.requester });
    const busy = await insertTicket(ctx.db, { requester: cast.requester, published: true });
    for (let i = 0; i < 12; i += 1) {
      const comment = await insertComment(ctx.db, busy, i % 2 ? cast.agent : cast.requester, `Komentar ${i}`);
      await react(ctx.db, comment, cast.stranger, '👍');
      await react(ctx.db, comment, cast.admin, '🚀');
    }
    const quietCount = await statementsOf(() => getTicketDetail({ db: counting.db, user: cast.requester, id: quiet.id }));
    const busyCount = await statementsOf(() => getTicketDetail({ db: counting.db, user: cast.requester, id: busy.id }));
    expect(quietCount).toBe(1);
    expect(busyCount).toBe(1);
  });

  it('answers the unread notification count with two statements, the full list with three', async () => {
    const unread = await statementsOf(() => listNotifications({ db: counting.db, user: cast.agent, query: NotificationQuerySchema.parse({ unread: 'true', limit: '1' }) }));
    const all = await statementsOf(() => listNotifications({ db: counting.db, user: cast.agent, query: NotificationQuerySchema.parse({ limit: '50' }) }));
    expect([unread, all]).toEqual([2, 3]);
  });
});
