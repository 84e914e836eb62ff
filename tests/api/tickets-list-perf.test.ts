import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import listHandler from '@/pages/api/tickets/index';
import type { Database } from '@/server/db';
import { suggestFaqs } from '@/server/recommendations/suggest-faqs';
import { suggestTickets } from '@/server/recommendations/suggest-tickets';
import { listTickets, TICKET_ORDER, ticketListWhere } from '@/server/tickets/list-tickets';
import { TicketTotals } from '@/server/tickets/ticket-totals';
import { selectTicketPageIds } from '@/server/tickets/ticket-view';
import { TICKET_SORTS, TicketListQuerySchema, type TicketListQuery } from '@/utils/schemas/tickets';
import { useApiContext } from '../helpers/api-context';
import { NO_SCAN_NO_SORT, planOf as planQuery, statementsOf as recordStatements, type Statement } from '../helpers/query-plan';
import { createCast, insertSubCategory, insertTicket } from '../helpers/ticket-fixtures';

// The list and suggestion queries keep to the plans docs/performance.md measured on 100k tickets
// (plans taken with sequential scans and sorts priced out, see tests/helpers/query-plan.ts).

const ctx = useApiContext();
let cast: Awaited<ReturnType<typeof createCast>>;

beforeAll(async () => {
  cast = await createCast(ctx.db);
  const subCategoryIds = [await insertSubCategory(ctx.db, 24), await insertSubCategory(ctx.db, 72)];
  for (let i = 0; i < 12; i += 1) {
    await insertTicket(ctx.db, {
      requester: i % 2 ? cast.requester : cast.stranger,
      assignee: i % 3 ? cast.agent : null,
      published: i % 3 === 0,
      subCategoryId: subCategoryIds[i % 2],
      createdAt: new Date(Date.now() - i * 10 * 3_600_000),
    });
  }
});

const planOf = (statement: Statement, settings: string[]) => planQuery(ctx.handle, statement, settings);
const statementsOf = (work: (db: Database) => Promise<unknown>) => recordStatements(ctx.handle, work);

describe('list pages are index walks', () => {
  const filters: [string, TicketListQuery][] = [
    ['no filter', {}],
    ['status', { status: 'DIKERJAKAN' }],
    ['two statuses', { status: 'DIAJUKAN,SELESAI' }],
    ['priority', { priority: 'TINGGI' }],
    ['category', { category: '1,2' }],
    ['sub-category', { sub_category: '3' }],
    ['assignee', { assignee: '4' }],
    ['unassigned', { unassigned: 'true' }],
    ['requester', { requester: '5' }],
    ['published', { published: 'true' }],
    ['pinned', { pinned: 'true' }],
    ['scope mine', { scope: 'mine' }],
    ['scope assigned', { scope: 'assigned' }],
    ['status, category and text', { status: 'SELESAI,DIKERJAKAN', category: '1,2,3', search: 'pangkat', page: '20' }],
    ['due overdue', { due: 'overdue' }],
    ['due soon', { due: 'soon' }],
  ];
  // Every sort but the two priority ones (which sort the filtered rows, docs/performance.md).
  const sorts = TICKET_SORTS.filter((sort) => !sort.startsWith('priority'));

  it.each(filters)('%s: no sort and no sequential scan, whatever the sort', async (_name, filter) => {
    for (const sort of sorts) {
      const query = TicketListQuerySchema.parse({ ...filter, sort });
      const page = selectTicketPageIds(ctx.db, { where: ticketListWhere(cast.agent, query), orderBy: TICKET_ORDER[sort], limit: 20, offset: (query.page - 1) * 20 });
      const plan = await planOf(page.toSQL(), NO_SCAN_NO_SORT);
      expect(plan, `${sort}\n${plan}`).not.toMatch(/\bSort\b|Seq Scan on tickets/);
    }
  });

  it("a user's visibility (own or published) is an index walk too", async () => {
    const query = TicketListQuerySchema.parse({});
    const page = selectTicketPageIds(ctx.db, { where: ticketListWhere(cast.requester, query), orderBy: TICKET_ORDER.newest, limit: 20, offset: 0 });
    expect(await planOf(page.toSQL(), NO_SCAN_NO_SORT)).not.toMatch(/\bSort\b|Seq Scan on tickets/);
  });

  it('listed items are read-model rows by primary key; unread flags read one primary-key row and walk one index per listed ticket', async () => {
    const statements = await statementsOf((db) => listTickets({ db, user: cast.requester, query: TicketListQuerySchema.parse({}), totals: new TicketTotals() }));
    const page = statements.find((s) => s.sql.includes('ticket_list_items'));
    if (!page) throw new Error('no page statement');
    const plan = await planOf(page, ['enable_seqscan = off']);
    expect(plan).toContain('ticket_list_items_pkey');
    expect(plan).toContain('ticket_reads_user_id_ticket_id_pk');
    expect(plan).toContain('ticket_comments_ticket_created_idx');
    expect(plan).not.toMatch(/Seq Scan on (ticket_comments|ticket_reads)/);
  });

  it.each(['overdue', 'soon'] as const)('due=%s bounds created_at inside tickets_sub_category_idx, per sub-category', async (due) => {
    // The bound is `created_at < now() - target` (never `created_at + target < now()`), so a
    // nested loop over the sub-categories range-scans (sub_category_id, created_at) for each.
    await ctx.db.execute(sql`analyze sub_categories`);
    const statements = await statementsOf((db) => listTickets({ db, user: cast.agent, query: TicketListQuerySchema.parse({ due }), totals: new TicketTotals() }));
    const count = statements.find((s) => s.sql.includes('count(*)'));
    if (!count) throw new Error('no count statement');
    const plan = await planOf(count, ['enable_seqscan = off', 'enable_hashjoin = off', 'enable_mergejoin = off', 'enable_bitmapscan = off']);
    expect(plan).toMatch(/Index Scan using tickets_sub_category_idx on tickets .*\n\s+Index Cond: \(\(sub_category_id = sub_categories(_\d+)?\.id\) AND \(created_at [<>]/);
  });

  it('text search has an index for each half of its OR (full text and title substring)', async () => {
    const statements = await statementsOf((db) =>
      listTickets({ db, user: cast.agent, query: TicketListQuerySchema.parse({ search: 'pangkat' }), totals: new TicketTotals() }),
    );
    const count = statements.find((s) => s.sql.includes('count(*)'));
    if (!count) throw new Error('no count statement');
    const plan = await planOf(count, ['enable_seqscan = off', 'enable_indexscan = off']);
    expect(plan).toContain('tickets_search_idx');
    expect(plan).toContain('tickets_title_trgm_idx');
  });
});

describe('the list API', () => {
  it("sends PostgreSQL's JSON text as it is: the same answer as listTickets, as JSON", async () => {
    const query = TicketListQuerySchema.parse({ sort: 'title_asc', limit: '5' });
    const res = await ctx.api.call<unknown>(listHandler, { path: '/tickets?sort=title_asc&limit=5', user: cast.agent });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.body).toEqual(await listTickets({ db: ctx.db, user: cast.agent, query }));
    expect((res.body as { data: unknown[] }).data).toHaveLength(5);
  });
});

describe('list totals', () => {
  it('are exact up to exactUpTo on every request', async () => {
    const totals = new TicketTotals({ exactUpTo: 1000, ttlMs: 60_000, maxEntries: 10 });
    const query = TicketListQuerySchema.parse({ scope: 'mine' });
    const before = (await listTickets({ db: ctx.db, user: cast.requester, query, totals })).total;
    await insertTicket(ctx.db, { requester: cast.requester });
    expect((await listTickets({ db: ctx.db, user: cast.requester, query, totals })).total).toBe(before + 1);
  });

  it('above exactUpTo are counted exactly, then remembered for ttlMs per filter', async () => {
    const query = TicketListQuerySchema.parse({});
    const exact = (await listTickets({ db: ctx.db, user: cast.admin, query, totals: new TicketTotals() })).total;
    const remembering = new TicketTotals({ exactUpTo: 3, ttlMs: 60_000, maxEntries: 10 });
    expect((await listTickets({ db: ctx.db, user: cast.admin, query, totals: remembering })).total).toBe(exact);
    await insertTicket(ctx.db, { requester: cast.stranger });
    expect((await listTickets({ db: ctx.db, user: cast.admin, query, totals: remembering })).total).toBe(exact);
    // Another filter is another entry; a zero TTL counts every time.
    const mine = TicketListQuerySchema.parse({ scope: 'mine' });
    expect((await listTickets({ db: ctx.db, user: cast.stranger, query: mine, totals: remembering })).total).toBeGreaterThan(3);
    const fresh = new TicketTotals({ exactUpTo: 3, ttlMs: 0, maxEntries: 10 });
    expect((await listTickets({ db: ctx.db, user: cast.admin, query, totals: fresh })).total).toBe(exact + 1);
  });

  it('stop at countUpTo: a larger total is answered as "more than" (total_capped)', async () => {
    const query = TicketListQuerySchema.parse({});
    const exact = await listTickets({ db: ctx.db, user: cast.admin, query, totals: new TicketTotals() });
    expect(exact.total).toBeGreaterThan(4);
    expect(exact).not.toHaveProperty('total_capped');
    const capping = new TicketTotals({ exactUpTo: 2, countUpTo: 4 });
    const capped = await listTickets({ db: ctx.db, user: cast.admin, query, totals: capping });
    expect(capped).toMatchObject({ total: 4, total_capped: true });
    // Remembered like any total above exactUpTo; exactly countUpTo rows is not "more than".
    expect(capping.cached(ticketListWhere(cast.admin, query))).toEqual({ total: 4, capped: true });
    const atCap = new TicketTotals({ exactUpTo: 2, countUpTo: exact.total });
    expect(await listTickets({ db: ctx.db, user: cast.admin, query, totals: atCap })).not.toHaveProperty('total_capped');
  });
});

describe('suggestions rank a bounded set of candidates', () => {
  it('takes the nearest published titles from the GiST index, never sorting all matches', async () => {
    const [statement] = await statementsOf((db) => suggestTickets({ db, title: 'kenaikan pangkat reguler', limit: 5 }));
    const plan = await planOf(statement, ['enable_seqscan = off']);
    expect(plan).toContain('tickets_published_title_gist_idx');
    expect(plan).toMatch(/Limit[\s\S]*Limit[\s\S]*Limit/);
  });

  it('does the same for FAQ questions', async () => {
    const [statement] = await statementsOf((db) => suggestFaqs({ db, title: 'kenaikan pangkat', limit: 5 }));
    expect(await planOf(statement, ['enable_seqscan = off'])).toContain('sub_faqs_question_gist_idx');
  });
});
