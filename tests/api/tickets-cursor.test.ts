import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import handler from '@/pages/api/tickets';
import { subCategories as subCategoryTable } from '@/server/db/schema';
import { seedDemoReferences } from '@/server/db/seed/references';
import { TICKET_SORTS, type TicketListPage } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { TICKET_ORDER, ticketListWhere } from '@/server/tickets/list-tickets';
import { rowsPast, ticketOrderBy, type CursorSide } from '@/server/tickets/ticket-order';
import { selectTicketPageIds } from '@/server/tickets/ticket-view';
import { TicketListQuerySchema } from '@/utils/schemas/tickets';
import { useApiContext } from '../helpers/api-context';
import { NO_SCAN_NO_SORT, planOf } from '../helpers/query-plan';
import { createCast, insertSubCategory, insertTicket } from '../helpers/ticket-fixtures';

// Keyset pages of GET /tickets: the page after page N by its `next_cursor` is page N+1 by
// offset, and the page before it by its `prev_cursor` is page N-1, for every sort (ties broken
// by id, priorities without a value), filter and reader. Runs on PGlite and PostgreSQL.

const ctx = useApiContext();
let cast: Awaited<ReturnType<typeof createCast>>;
let categoryId: number;

const TITLES = ['Cuti tahunan', 'cuti tahunan', 'Absensi daring', 'Gaji belum masuk'];
const STATUSES = ['DIAJUKAN', 'DIKERJAKAN', 'SELESAI', 'DITOLAK'] as const;
const PRIORITIES = ['TINGGI', null, 'RENDAH', 'SEDANG', null] as const;
const BASE = Date.parse('2026-10-01T08:00:00.000Z');

beforeAll(async () => {
  await seedDemoReferences(ctx.db);
  cast = await createCast(ctx.db);
  const subCategories = [await insertSubCategory(ctx.db, 24), await insertSubCategory(ctx.db, 48)];
  for (let i = 0; i < 27; i += 1) {
    await insertTicket(ctx.db, {
      requester: i % 3 ? cast.requester : cast.stranger,
      published: i % 4 === 0,
      title: TITLES[i % TITLES.length],
      status: STATUSES[i % STATUSES.length],
      priority: PRIORITIES[i % PRIORITIES.length],
      subCategoryId: subCategories[i % 2],
      // Three instants only: many equal keys, the id decides.
      createdAt: new Date(BASE + (i % 3) * 60_000),
    });
  }
  // Some times differ by microseconds only, which a JS Date cannot hold: the cursor must.
  await ctx.db.execute(sql`update tickets set created_at = created_at + (id % 2) * interval '1 microsecond', updated_at = created_at + (id % 5) * interval '3 microseconds'`);
  [{ categoryId }] = await ctx.db.select({ categoryId: subCategoryTable.categoryId }).from(subCategoryTable).where(eq(subCategoryTable.id, subCategories[0]));
});

const list = (user: SessionUser, query: string) => ctx.api.call<TicketListPage>(handler, { path: `/tickets?${query}`, user });
const ids = (page: TicketListPage) => page.data.map((t) => t.id);

/** Follows one cursor of each page (`next_cursor` or `prev_cursor`) from `start` to the end. */
async function follow(user: SessionUser, query: string, start: TicketListPage, side: 'next_cursor' | 'prev_cursor') {
  const pages = [start];
  for (let page = start; page[side]; ) {
    const res = await list(user, `${query}&limit=${start.limit}&cursor=${page[side]}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    page = res.body;
    pages.push(page);
  }
  return pages;
}

/**
 * Walks a list by cursor to its end and back to page 1, and by offset side by side, page for
 * page. Returns the pages of the way there.
 */
async function walk(user: SessionUser, query: string, limit = 4) {
  const first = await list(user, `${query}&limit=${limit}`);
  expect(first.status).toBe(200);
  expect(first.body.prev_cursor).toBeUndefined();
  const there = await follow(user, query, first.body, 'next_cursor');
  const back = await follow(user, query, there[there.length - 1], 'prev_cursor');
  expect(back.map((p) => p.page)).toEqual(there.map((p) => p.page).reverse());
  for (const page of [...there.slice(1), ...back.slice(1)]) {
    const byOffset = await list(user, `${query}&limit=${limit}&page=${page.page}`);
    expect(ids(page), `${query} page ${page.page}`).toEqual(ids(byOffset.body));
    expect(page.total).toBe(byOffset.body.total);
    expect(Boolean(page.next_cursor)).toBe(Boolean(byOffset.body.next_cursor));
  }
  return there;
}

describe('the page after a cursor is the next page by offset', () => {
  const filters: [string, () => string][] = [
    ['no filter', () => ''],
    ['two statuses', () => 'status=DIAJUKAN,SELESAI'],
    ['category and text', () => `category=${categoryId}&search=cuti`],
    ['priority, unassigned', () => 'priority=TINGGI,RENDAH&unassigned=true'],
  ];

  it.each(TICKET_SORTS.flatMap((sort) => filters.map(([name, query]) => [sort, name, query] as const)))('%s, %s (admin)', async (sort, _name, query) => {
    const pages = await walk(cast.admin, `sort=${sort}&${query()}`);
    const all = pages.flatMap(ids);
    expect(pages.length).toBeGreaterThan(1);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(pages[0].total);
    expect(pages.map((p) => p.page)).toEqual(pages.map((_, i) => i + 1));
    expect(pages.at(-1)?.next_cursor).toBeUndefined();
  });

  it.each(['newest', 'title_desc', 'priority_asc'] as const)("a user's visibility (own or published) holds after a cursor too, %s", async (sort) => {
    const pages = await walk(cast.requester, `sort=${sort}`, 3);
    expect(pages.length).toBeGreaterThan(2);
    for (const item of pages.flatMap((p) => p.data)) expect(item.requester_id === cast.requester.id || item.is_published).toBe(true);
  });

  it('a page jumped to by number carries the cursors of the next and the previous one', async () => {
    const jumped = await list(cast.admin, 'sort=updated&limit=5&page=3');
    const next = await list(cast.admin, `sort=updated&limit=5&cursor=${jumped.body.next_cursor}`);
    expect(next.body.page).toBe(4);
    expect(ids(next.body)).toEqual(ids((await list(cast.admin, 'sort=updated&limit=5&page=4')).body));
    const previous = await list(cast.admin, `sort=updated&limit=5&cursor=${jumped.body.prev_cursor}`);
    expect(previous.body.page).toBe(2);
    expect(ids(previous.body)).toEqual(ids((await list(cast.admin, 'sort=updated&limit=5&page=2')).body));
  });
});

const indexedSorts = TICKET_SORTS.filter((sort) => !sort.startsWith('priority'));
it.each(indexedSorts.flatMap((sort) => (['after', 'before'] as CursorSide[]).map((side) => [sort, side] as const)))('%s: the page %s a cursor starts at its row in the index, no offset walk', async (sort, side) => {
  const query = TicketListQuerySchema.parse({ sort, status: 'DIAJUKAN,SELESAI' });
  const values = sort.startsWith('title') ? ['cuti'] : sort.startsWith('status') ? ['SELESAI', '2026-10-01T08:00:00.000000Z'] : ['2026-10-01T08:00:00.000000Z'];
  const where = sql`${ticketListWhere(cast.admin, query)} and ${rowsPast(sort, values, 9, side)}`;
  const page = selectTicketPageIds(ctx.db, { where, orderBy: side === 'after' ? TICKET_ORDER[sort] : ticketOrderBy(sort, true), limit: 20, offset: 0 });
  const plan = await planOf(ctx.handle, page.toSQL(), NO_SCAN_NO_SORT);
  expect(plan, plan).toMatch(/Index Cond: .*ROW\(/);
  expect(plan, plan).not.toMatch(/\bSort\b|Seq Scan on tickets/);
});

describe('a cursor that was not written by the server is a 400, never a 500', () => {
  const encode = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
  const valid = { s: 'newest', p: 1, l: 4, k: ['2026-10-01T08:00:00.000001Z'], i: 5 };
  const cases: [string, string][] = [
    ['not base64url', '!!!'],
    ['not JSON', encode('{"s":')],
    ['a JSON number', encode(7)],
    ['an unknown sort', encode({ ...valid, s: 'random' })],
    ['another sort than asked', encode({ ...valid, s: 'oldest' })],
    ['another page size', encode({ ...valid, l: 20 })],
    ['page 10,000', encode({ ...valid, p: 10_000 })],
    ['the page before page 1', encode({ ...valid, b: 1 })],
    ['another mark than "before"', encode({ ...valid, p: 2, b: 2 })],
    ['no such day', encode({ ...valid, k: ['2026-02-30T08:00:00.000000Z'] })],
    ['a time in another shape', encode({ ...valid, k: ['2026-10-01 08:00:00'] })],
    ['year zero', encode({ ...valid, k: ['0000-10-01T08:00:00.000000Z'] })],
    ['a number for a time', encode({ ...valid, k: [1] })],
    ['a null time', encode({ ...valid, k: [null] })],
    ['too few keys', encode({ ...valid, k: [] })],
    ['an extra field', encode({ ...valid, x: 1 })],
    ['an id beyond integer', encode({ ...valid, i: 2 ** 31 })],
    ['a NUL in a title', encode({ ...valid, s: 'title_asc', k: ['a\u0000b'] })],
  ];

  it.each(cases)('%s', async (name, cursor) => {
    const sort = name.includes('title') ? 'title_asc' : 'newest';
    const res = await ctx.api.call<{ code: string; message: string }>(handler, { path: `/tickets?sort=${sort}&limit=4&cursor=${cursor}`, user: cast.admin });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.message).toEqual(expect.any(String));
    if (name !== 'not base64url') expect(res.body.message).toMatch(/^Penanda halaman/);
  });

  it('a well-formed cursor someone wrote only reads what the reader may see', async () => {
    const res = await list(cast.requester, `sort=newest&limit=4&cursor=${encode({ ...valid, k: ['2100-01-01T00:00:00.000000Z'], i: 1 })}`);
    expect(res.status).toBe(200);
    expect(res.body.page).toBe(2);
    for (const item of res.body.data) expect(item.requester_id === cast.requester.id || item.is_published).toBe(true);
  });
});
