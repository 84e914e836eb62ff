import { beforeAll, describe, expect, it } from 'vitest';
import handler from '@/pages/api/ref/sub-categories/popular';
import { seedDemoReferences } from '@/server/db/seed/references';
import type { PopularSubCategory } from '@/utils/schemas/knowledge';
import { expectFieldError, knowledgeCast, type KnowledgeCast } from '../helpers/knowledge-fixtures';
import { anySubCategories, insertTicket } from '../helpers/ticket-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

let cast: KnowledgeCast;
let subs: { id: number }[];

beforeAll(async () => {
  cast = await knowledgeCast(ctx.db);
  await seedDemoReferences(ctx.db);
  subs = await anySubCategories(ctx.db);
  // Usage: subs[2] x3, subs[0] x2, subs[4] x1, the rest unused.
  for (const [index, times] of [[2, 3], [0, 2], [4, 1]] as const) {
    for (let i = 0; i < times; i += 1) await insertTicket(ctx.db, { requester: cast.user, subCategoryId: subs[index].id });
  }
  await insertTicket(ctx.db, { requester: cast.user });
});

describe('GET /api/ref/sub-categories/popular', () => {
  it('answers 401 without a session', async () => {
    expect((await ctx.api.call(handler, { user: null })).status).toBe(401);
  });

  it('lists the used sub-categories by their real ticket counts, most used first; counts for staff only', async () => {
    const res = await ctx.api.call<PopularSubCategory[]>(handler, { user: cast.agent });
    expect(res.status).toBe(200);
    expect(res.body.map((s) => [s.id, s.total_tickets])).toEqual([[subs[2].id, 3], [subs[0].id, 2], [subs[4].id, 1]]);
    const forUser = await ctx.api.call<PopularSubCategory[]>(handler, { user: cast.user });
    expect(forUser.body.map((s) => s.id)).toEqual([subs[2].id, subs[0].id, subs[4].id]);
    for (const row of forUser.body) expect(row).not.toHaveProperty('total_tickets');
    expect(res.body[0].category.name).toEqual(expect.any(String));
  });

  it('honours limit and validates it', async () => {
    const res = await ctx.api.call<PopularSubCategory[]>(handler, { path: '/?limit=2', user: cast.agent });
    expect(res.body).toHaveLength(2);
    await expectFieldError(ctx.api, handler, { path: '/?limit=0', user: cast.agent }, 'limit');
    await expectFieldError(ctx.api, handler, { path: '/?limit=51', user: cast.agent }, 'limit');
  });
});
