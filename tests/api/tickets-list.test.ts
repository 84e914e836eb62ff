import { beforeAll, describe, expect, it } from 'vitest';
import handler from '@/pages/api/tickets';
import type { Ticket } from '@/server/db/schema';
import { seedDemoReferences } from '@/server/db/seed/references';
import type { Paginated } from '@/utils/schemas/common';
import type { TicketListItem } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { anySubCategories, createCast, insertTicket } from '../helpers/ticket-fixtures';

const ctx = useApiContext();
let cast: Awaited<ReturnType<typeof createCast>>;
let t: Record<'t1' | 't2' | 't3' | 't4' | 't5', Ticket>;
let categoryX: number;
let subA: number;
type Page = Paginated<TicketListItem>;

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

beforeAll(async () => {
  await seedDemoReferences(ctx.db);
  cast = await createCast(ctx.db);
  const subs = await anySubCategories(ctx.db);
  const [a] = subs;
  const b = subs.find((s) => s.categoryId !== a.categoryId)!;
  const c = subs.find((s) => s.categoryId === a.categoryId && s.id !== a.id)!;
  categoryX = a.categoryId;
  subA = a.id;
  const { requester, stranger, agent, agent2 } = cast;
  t = {
    t1: await insertTicket(ctx.db, { requester, title: 'Kenaikan pangkat reguler tertunda', priority: 'TINGGI', subCategoryId: a.id, createdAt: daysAgo(5) }),
    t2: await insertTicket(ctx.db, { requester, status: 'DIKERJAKAN', priority: 'RENDAH', subCategoryId: b.id, assignee: agent, published: true, createdAt: daysAgo(4) }),
    t3: await insertTicket(ctx.db, { requester: stranger, title: 'Login SIASN gagal terus', status: 'SELESAI', priority: 'SEDANG', subCategoryId: a.id, assignee: agent2, pinned: true, createdAt: daysAgo(3) }),
    t4: await insertTicket(ctx.db, { requester: stranger, status: 'DITOLAK', createdAt: daysAgo(2) }),
    t5: await insertTicket(ctx.db, { requester: agent, priority: 'TINGGI', subCategoryId: c.id, assignee: agent, createdAt: daysAgo(1) }),
  };
});

const list = (path: string, user: SessionUser | null) => ctx.api.call<Page & { message: string; fields: { path: string }[] }>(handler, { path, user });
const names = (page: Page) => page.data.map((item) => Object.entries(t).find(([, ticket]) => ticket.id === item.id)?.[0]).sort();

describe('GET /api/tickets visibility', () => {
  it('answers 401 without a session', async () => {
    expect((await list('/tickets', null)).status).toBe(401);
  });

  it('shows admins and agents every ticket, a user their own and published ones', async () => {
    expect(names((await list('/tickets', cast.admin)).body)).toEqual(['t1', 't2', 't3', 't4', 't5']);
    expect(names((await list('/tickets', cast.agent2)).body)).toEqual(['t1', 't2', 't3', 't4', 't5']);
    expect(names((await list('/tickets', cast.requester)).body)).toEqual(['t1', 't2', 't3']);
    const strangers = await list('/tickets', cast.stranger);
    expect(names(strangers.body)).toEqual(['t2', 't3', 't4']);
    expect(strangers.body.total).toBe(3);
  });

  it('nests status, priority, sub-category with category, requester and assignee', async () => {
    const res = await list('/tickets?pinned=true', cast.admin);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({
      id: t.t3.id,
      status: { code: 'SELESAI', name: 'Selesai', color: 'success' },
      priority: { code: 'SEDANG' },
      sub_category: { id: subA, category: { id: categoryX } },
      requester: { id: cast.stranger.id, username: cast.stranger.username },
      assignee: { id: cast.agent2.id, current_role: 'agent' },
      is_published: true,
      is_pinned: true,
    });
    const unassigned = await list(`/tickets?unassigned=true&sort=oldest`, cast.admin);
    expect(unassigned.body.data[0]).toMatchObject({ id: t.t1.id, assignee: null, assignee_id: null });
  });
});

describe('GET /api/tickets filters', () => {
  it.each([
    ['status', 'status=DIAJUKAN,SELESAI', ['t1', 't3', 't5']],
    ['priority', 'priority=TINGGI', ['t1', 't5']],
    ['sub-category', () => `sub_category=${subA}`, ['t1', 't3']],
    ['category', () => `category=${categoryX}`, ['t1', 't3', 't5']],
    ['assignee', () => `assignee=${cast.agent.id}`, ['t2', 't5']],
    ['unassigned', 'unassigned=true', ['t1', 't4']],
    ['assigned only', 'unassigned=false', ['t2', 't3', 't5']],
    ['requester', () => `requester=${cast.stranger.id}`, ['t3', 't4']],
    ['published', 'published=true', ['t2', 't3']],
    ['unpublished', 'published=false', ['t1', 't4', 't5']],
    ['pinned', 'pinned=true', ['t3']],
    ['scope=assigned', 'scope=assigned', ['t2', 't5']],
    ['full-text search', 'search=pangkat', ['t1']],
    ['partial title search', 'search=SIAS', ['t3']],
    ['a LIKE wildcard as text', 'search=%25', []],
    ['combined filters', () => `status=DIAJUKAN&priority=TINGGI&category=${categoryX}&assignee=${cast.agent.id}`, ['t5']],
  ] as const)('filters by %s', async (_name, query, expected) => {
    const qs = typeof query === 'function' ? query() : query;
    const res = await list(`/tickets?${qs}`, cast.agent);
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(expected);
    expect(res.body.total).toBe(expected.length);
  });

  it("scope=mine is the caller's own tickets", async () => {
    expect(names((await list('/tickets?scope=mine', cast.requester)).body)).toEqual(['t1', 't2']);
  });

  it('lets a user filter by status, search, published, pinned and scope', async () => {
    const res = await list('/tickets?status=DIAJUKAN,DIKERJAKAN&published=false&pinned=false&scope=mine&search=pangkat', cast.requester);
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['t1']);
  });

  it.each(['priority=TINGGI', 'category=1', 'sub_category=1', 'assignee=1', 'unassigned=true', 'requester=1'])(
    'refuses the advanced filter %s to a user',
    async (qs) => {
      const res = await list(`/tickets?${qs}`, cast.requester);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Filter lanjutan hanya untuk admin dan agen');
    },
  );

  it.each([
    ['limit above 100', 'limit=101', 'limit'],
    ['an unknown sort', 'sort=random', 'sort'],
    ['a non-numeric category', 'category=abc', 'category.0'],
    ['an unknown scope', 'scope=all', 'scope'],
    ['a non-boolean flag', 'published=yes', 'published'],
  ])('answers 400 for %s', async (_name, qs, field) => {
    const res = await list(`/tickets?${qs}`, cast.admin);
    expect(res.status).toBe(400);
    expect(res.body.fields.map((f) => f.path)).toContain(field);
  });
});

describe('GET /api/tickets sorting and pagination', () => {
  const order = (page: Page) => page.data.map((item) => Object.entries(t).find(([, ticket]) => ticket.id === item.id)?.[0]);

  it.each([
    ['newest', ['t5', 't4', 't3', 't2', 't1']],
    ['oldest', ['t1', 't2', 't3', 't4', 't5']],
    ['updated', ['t5', 't4', 't3', 't2', 't1']],
    ['priority', ['t5', 't1', 't3', 't2', 't4']],
  ])('sorts by %s', async (sort, expected) => {
    expect(order((await list(`/tickets?sort=${sort}`, cast.admin)).body)).toEqual(expected);
  });

  it('does not force pinned tickets first', async () => {
    expect(order((await list('/tickets', cast.admin)).body)[0]).toBe('t5');
  });

  it('pages with a stable total', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(`/tickets?limit=2&page=${page}`, cast.admin)));
    expect(pages.map((p) => order(p.body))).toEqual([['t5', 't4'], ['t3', 't2'], ['t1']]);
    expect(pages.every((p) => p.body.total === 5 && p.body.limit === 2)).toBe(true);
    expect((await list('/tickets?page=9', cast.admin)).body).toMatchObject({ data: [], total: 5, page: 9 });
  });
});
