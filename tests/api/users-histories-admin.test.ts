import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import handler from '@/pages/api/users/[id]/histories';
import type { DbHandle } from '@/server/db';
import { recordHistory } from '@/server/users/histories';
import type { Paginated } from '@/utils/schemas/common';
import type { UserHistoryView } from '@/utils/schemas/knowledge';
import { openTestDb } from '../helpers/test-db';
import { startApiServer, type ApiTestServer } from '../helpers/api-server';
import { knowledgeCast, type KnowledgeCast } from '../helpers/knowledge-fixtures';

let handle: DbHandle;
let api: ApiTestServer;
let cast: KnowledgeCast;

beforeAll(async () => {
  handle = await openTestDb();
  api = await startApiServer();
  cast = await knowledgeCast(handle.db);
  for (let i = 0; i < 3; i += 1) await recordHistory({ db: handle.db, userId: cast.user.id, kind: 'login' });
  await recordHistory({ db: handle.db, userId: cast.other.id, kind: 'comment' });
});
afterAll(async () => {
  await api.close();
  await handle.close();
});

const call = (id: number, who: KnowledgeCast[keyof KnowledgeCast] | null, path = '/') =>
  api.call<Paginated<UserHistoryView>>(handler, { path, params: { id: String(id) }, user: who });

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
    expect((await api.call(handler, { params: { id: 'x' }, user: cast.admin })).status).toBe(400);
    expect((await call(cast.user.id, cast.admin, '/?page=-1')).status).toBe(400);
  });
});
