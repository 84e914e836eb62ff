import { beforeAll, describe, expect, it } from 'vitest';
import handler from '@/pages/api/data/departments';
import { seedDemoDepartments } from '@/server/db/seed/departments';
import { demoUsers } from '@/server/db/seed';
import type { Paginated } from '@/utils/schemas/common';
import type { DepartmentView } from '@/utils/schemas/knowledge';
import { expectFieldError, knowledgeCast, type KnowledgeCast } from '../helpers/knowledge-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

let cast: KnowledgeCast;
type Page = Paginated<DepartmentView>;

beforeAll(async () => {
  cast = await knowledgeCast(ctx.db);
  await seedDemoDepartments(ctx.db);
  await seedDemoDepartments(ctx.db);
});

const get = (path: string) => ctx.api.call<Page>(handler, { path, user: cast.user });

describe('GET /api/data/departments', () => {
  it('answers 401 without a session', async () => {
    expect((await ctx.api.call(handler, { user: null })).status).toBe(401);
  });

  it('holds every demo organisation unit with its parents (seeded once, however often the seed runs)', async () => {
    const all = await get('/?limit=-1');
    const ids = all.body.data.map((d) => d.id);
    expect(all.body.total).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(25);
    for (const { organizationId } of demoUsers()) {
      if (!organizationId) continue;
      const parts = organizationId.split('.');
      for (let i = 1; i <= parts.length; i += 1) expect(ids).toContain(parts.slice(0, i).join('.'));
    }
    expect(all.body.data.find((d) => d.id === 'BKD.01.02')?.parent_id).toBe('BKD.01');
    expect(all.body.data.find((d) => d.id === 'BKD')?.parent_id).toBeNull();
  });

  it('searches names case-insensitively, best match first', async () => {
    const res = await get('/?search=kesehatan');
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.every((d) => d.name.toLowerCase().includes('kesehatan'))).toBe(true);
    expect((await get('/?search=DINAS%20KESEHATAN')).body.data[0].id).toBe('DINKES');
  });

  it('finds the parts of a unit by id prefix and lists children by parent_id', async () => {
    expect((await get('/?search=BKD.03')).body.data.map((d) => d.id)).toEqual(['BKD.03', 'BKD.03.01']);
    expect((await get('/?parent_id=DINKES')).body.data.map((d) => d.id)).toEqual(['DINKES.01', 'DINKES.02']);
  });

  it('paginates', async () => {
    const first = await get('/?limit=5&page=1');
    const second = await get('/?limit=5&page=2');
    expect(first.body).toMatchObject({ page: 1, limit: 5 });
    expect(first.body.data).toHaveLength(5);
    expect(second.body.data.some((d) => first.body.data.some((f) => f.id === d.id))).toBe(false);
  });

  it('treats LIKE wildcards as text and validates limit', async () => {
    expect((await get('/?search=%25')).body.total).toBe(0);
    await expectFieldError(ctx.api, handler, { path: '/?limit=0', user: cast.user }, 'limit');
    await expectFieldError(ctx.api, handler, { path: '/?limit=101', user: cast.user }, 'limit');
  });
});
