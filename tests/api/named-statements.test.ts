import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_NAMED_STATEMENTS, selectNamed, type BuiltSelect } from '@/server/db/named-statements';
import { seedDemoReferences } from '@/server/db/seed/references';
import { getTicketDetail } from '@/server/tickets/get-ticket-detail';
import { listTickets } from '@/server/tickets/list-tickets';
import { TicketListQuerySchema } from '@/utils/schemas/tickets';
import { useApiContext } from '../helpers/api-context';
import { createCast, insertTicket } from '../helpers/ticket-fixtures';

// Issue 17: the ticket list's page and the ticket detail go to PostgreSQL as named statements
// (parsed and planned once per connection), with the same answers as drizzle's own path, which
// PGlite and transactions keep. One connection, so the prepared statements seen are ours.

const ctx = useApiContext({ db: { poolMax: 1 } });
const onPostgres = process.env.HELPDESK_TEST_DB === 'postgres';
let cast: Awaited<ReturnType<typeof createCast>>;
let ticketId: number;

beforeAll(async () => {
  await seedDemoReferences(ctx.db);
  cast = await createCast(ctx.db);
  for (let i = 0; i < 5; i += 1) ticketId = (await insertTicket(ctx.db, { requester: cast.requester, title: `Cuti ${i}` })).id;
});

const prepared = async () => (await ctx.handle.executeSql('select name, statement from pg_prepared_statements order by name')).rows as { name: string; statement: string }[];

const reads = (db: typeof ctx.db): (() => Promise<unknown>)[] => [
  () => listTickets({ db, user: cast.admin, query: TicketListQuerySchema.parse({ limit: '3' }) }),
  () => listTickets({ db, user: cast.requester, query: TicketListQuerySchema.parse({ status: 'DIAJUKAN', search: 'cuti' }) }),
  () => getTicketDetail({ db, user: cast.admin, id: ticketId }),
];

describe('named statements', () => {
  it('answer as drizzle does in a transaction (its own path), for a list page, a filtered one and a detail', async () => {
    for (const [i, read] of reads(ctx.db).entries()) {
      const inTransaction = await ctx.db.transaction((tx) => reads(tx as unknown as typeof ctx.db)[i]());
      expect(await read()).toEqual(inTransaction);
    }
  });

  it.runIf(onPostgres)('are prepared once per text on the connection, named by its hash, and reused', async () => {
    for (const read of reads(ctx.db)) await read();
    const after = await prepared();
    // Two list pages of different filters (two texts) and the detail, each with the reader relation.
    const ours = after.filter((p) => p.name.startsWith('h_') && p.statement.includes('as "reader"'));
    expect(ours).toHaveLength(3);
    for (const read of reads(ctx.db)) await read();
    expect(await prepared()).toEqual(after);
  });

  it.runIf(onPostgres)('keep the list page on a generic plan: its page size is in the text, not a parameter', async () => {
    const page = () => listTickets({ db: ctx.db, user: cast.agent, query: TicketListQuerySchema.parse({ limit: '2' }) });
    // PostgreSQL weighs a generic plan after five custom ones.
    for (let i = 0; i < 8; i += 1) await page();
    const { rows } = await ctx.handle.executeSql(`select generic_plans, custom_plans from pg_prepared_statements where starts_with(name, 'h_') and statement like '%limit 2) as "page" inner join "ticket_list_items"%'`);
    // Planned for each of the first five runs, then the generic plan for every run after them.
    expect(rows).toEqual([{ custom_plans: '5', generic_plans: '3' }]);
  });

  it.runIf(onPostgres)(`names at most ${MAX_NAMED_STATEMENTS} texts per process; past that a new text runs unnamed`, async () => {
    const select = (n: number): BuiltSelect<{ n: number }> => {
      const query = ctx.db.select({ n: sql<number>`${sql.raw(String(n))}::integer` }).from(sql`(select 1) as one`);
      return query;
    };
    const named = () => prepared().then((rows) => rows.filter((p) => p.name.startsWith('h_')).length);
    const start = await named();
    for (let n = 0; n < MAX_NAMED_STATEMENTS + 5; n += 1) expect(await selectNamed(ctx.db, select(n), ['n'])).toEqual([{ n }]);
    expect(await named()).toBe(MAX_NAMED_STATEMENTS);
    expect(start).toBeLessThan(MAX_NAMED_STATEMENTS);
  });
});
