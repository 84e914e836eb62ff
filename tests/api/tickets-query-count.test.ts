import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/server/db';
import { getTicketDetail } from '@/server/tickets/get-ticket-detail';
import { listTickets } from '@/server/tickets/list-tickets';
import { TicketListQuerySchema } from '@/utils/schemas/tickets';
import { openTestDb } from '../helpers/test-db';
import { countingDb, type CountingDb } from '../helpers/query-counter';
import { createCast, insertComment, insertTicket, react } from '../helpers/ticket-fixtures';

let handle: DbHandle;
let counting: CountingDb;
let cast: Awaited<ReturnType<typeof createCast>>;

beforeAll(async () => {
  handle = await openTestDb();
  counting = countingDb(handle);
  cast = await createCast(handle.db);
  for (let i = 0; i < 30; i += 1) {
    await insertTicket(handle.db, { requester: i % 2 ? cast.requester : cast.stranger, assignee: i % 3 ? cast.agent : null, priority: 'SEDANG', published: i % 4 === 0 });
  }
});
afterAll(async () => {
  await handle.close();
});

async function statementsOf(run: () => Promise<unknown>): Promise<number> {
  counting.reset();
  await run();
  return counting.statements.length;
}

describe('fixed number of SQL statements', () => {
  it('lists tickets with two statements (rows with joins, count) whatever the page size', async () => {
    const counts: number[] = [];
    for (const limit of [1, 5, 30]) {
      const query = TicketListQuerySchema.parse({ limit: String(limit), sort: 'priority' });
      let size = 0;
      counts.push(await statementsOf(async () => (size = (await listTickets({ db: counting.db, user: cast.admin, query })).data.length)));
      expect(size).toBe(limit);
    }
    const filtered = TicketListQuerySchema.parse({ limit: '30', search: 'uji', status: 'DIAJUKAN', category: '1' });
    counts.push(await statementsOf(() => listTickets({ db: counting.db, user: cast.agent, query: filtered })));
    expect(counts).toEqual([2, 2, 2, 2]);
  });

  it('loads a ticket detail with five statements whatever the number of comments and reactions', async () => {
    const quiet = await insertTicket(handle.db, { requester: cast.requester });
    const busy = await insertTicket(handle.db, { requester: cast.requester, published: true });
    for (let i = 0; i < 12; i += 1) {
      const comment = await insertComment(handle.db, busy, i % 2 ? cast.agent : cast.requester, `Komentar ${i}`);
      await react(handle.db, comment, cast.stranger, '👍');
      await react(handle.db, comment, cast.admin, '🚀');
    }
    const quietCount = await statementsOf(() => getTicketDetail({ db: counting.db, user: cast.requester, id: quiet.id }));
    const busyCount = await statementsOf(() => getTicketDetail({ db: counting.db, user: cast.requester, id: busy.id }));
    expect(quietCount).toBe(5);
    expect(busyCount).toBe(5);
  });
});
