import { beforeAll, describe, expect, it } from 'vitest';
import handler from '@/pages/api/users/[id]/histories';
import { recordHistory } from '@/server/users/histories';
import type { Paginated } from '@/utils/schemas/common';
import type { UserHistoryView } from '@/utils/schemas/knowledge';
import { knowledgeCast, type KnowledgeCast } from '../helpers/knowledge-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

let cast: KnowledgeCast;

beforeAll(async () => {
  cast = await knowledgeCast(ctx.db);
  for (let i = 0; i < 3; i += 1) await recordHistory({ db: ctx.db, userId: cast.user.id, kind: 'login' });
  await recordHistory({ db: ctx.db, userId: cast.other.id, kind: 'comment' });
});

const call = (id: number, who: KnowledgeCast[keyof KnowledgeCast] | null, path = '/') =>
  ctx.api.call<Paginated<UserHistoryView>>(handler, { path, params: { id: String(id) }, user: who });

describe('GET /api/users/{id}/histories (admin)', () => {
  it("lists that user's activity only, zero-based pages", async () => {
    const res = await call(cast.user.id, cast.admin, '/?page=0&limit=2');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 0, limit: 2, total: 3 });
    expect(res.body.data.every((h) => h.description === `${cast.user.name} masuk pada aplikasi`)).toBe(true);
  });

  it.each([
    ['anonymous', null, 401],
    ['the user themself', 'user', 403],
    ['an agent', 'agent', 403],
  ] as const)('refuses %s', async (_who, role, status) => {
    const res = await call(cast.user.id, role ? cast[role] : null);
    expect(res.status).toBe(status);
  });

  it('answers 400 for a bad id or page', async () => {
    expect((await ctx.api.call(handler, { params: { id: 'x' }, user: cast.admin })).status).toBe(400);
    expect((await call(cast.user.id, cast.admin, '/?page=-1')).status).toBe(400);
  });
});
