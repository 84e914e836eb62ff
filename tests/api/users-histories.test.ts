import { beforeAll, describe, expect, it } from 'vitest';
import handler from '@/pages/api/users-histories';
import commentsHandler from '@/pages/api/comments';
import { recordHistory } from '@/server/users/histories';
import type { Paginated } from '@/utils/schemas/common';
import type { UserHistoryView } from '@/utils/schemas/knowledge';
import { expectFieldError, knowledgeCast, type KnowledgeCast } from '../helpers/knowledge-fixtures';
import { insertTicket } from '../helpers/ticket-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

let cast: KnowledgeCast;
type Page = Paginated<UserHistoryView>;

beforeAll(async () => {
  cast = await knowledgeCast(ctx.db);
  for (let i = 0; i < 12; i += 1) await recordHistory({ db: ctx.db, userId: cast.user.id, kind: 'login', ipAddress: '10.0.0.1', userAgent: 'uji' });
  await recordHistory({ db: ctx.db, userId: cast.other.id, kind: 'login' });
});

describe('GET /api/users-histories', () => {
  it('answers 401 without a session', async () => {
    expect((await ctx.api.call(handler, { user: null })).status).toBe(401);
  });

  it('starts at page 0 with 10 entries (spec section 9), own entries only, newest first', async () => {
    const res = await ctx.api.call<Page>(handler, { user: cast.user });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 0, limit: 10, total: 12 });
    expect(res.body.data).toHaveLength(10);
    expect(res.body.data[0]).toMatchObject({ action: 'login', description: 'Anda masuk pada aplikasi', user_agent: 'uji' });
    const ids = res.body.data.map((h) => h.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const next = await ctx.api.call<Page>(handler, { path: '/?page=1&limit=10', user: cast.user });
    expect(next.body.data).toHaveLength(2);
    expect(next.body.data.some((h) => ids.includes(h.id))).toBe(false);
  });

  it("shows 'Anda berkomentar' after a comment", async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.other });
    const res = await ctx.api.call(commentsHandler, { method: 'POST', body: { ticket_id: ticket.id, markdown: 'Halo' }, user: cast.other });
    expect(res.status).toBe(201);
    const page = await ctx.api.call<Page>(handler, { user: cast.other });
    expect(page.body.data.map((h) => h.description)).toEqual(['Anda berkomentar', 'Anda masuk pada aplikasi']);
  });

  it.each([['page -1', '/?page=-1', 'page'], ['limit 0', '/?limit=0', 'limit'], ['limit 101', '/?limit=101', 'limit']])('answers 400 for %s', async (_n, path, field) => {
    await expectFieldError(ctx.api, handler, { path, user: cast.user }, field);
  });
});
