// The settings of automatic assignment (docs/assignment.md): a sub-category's mode and an
// agent's away state, through their routes.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import assignmentHandler from '@/pages/api/ref/sub-categories/[id]/assignment';
import subCategoryItem from '@/pages/api/ref/sub-categories/[id]/index';
import awayHandler from '@/pages/api/users/[id]/away';
import { agentAvailability, subCategories } from '@/server/db/schema';
import { backAt } from '@/server/tickets/assignment/away-state';
import type { AwayStateView } from '@/utils/schemas/assignment';
import type { SubCategoryView } from '@/utils/schemas/knowledge';
import { useApiContext } from '../helpers/api-context';
import { createCast, insertSubCategory } from '../helpers/ticket-fixtures';

const ctx = useApiContext();
let cast: Awaited<ReturnType<typeof createCast>>;

beforeAll(async () => {
  cast = await createCast(ctx.db);
});

describe('PUT /ref/sub-categories/{id}/assignment', () => {
  it('an admin switches a sub-category to automatic and back; the item shows it', async () => {
    const id = await insertSubCategory(ctx.db, 24);
    const on = await ctx.api.call(assignmentHandler, { method: 'PUT', params: { id: String(id) }, user: cast.admin, body: { mode: 'automatic' } });
    expect([on.status, on.body]).toEqual([200, { id, assignment_mode: 'automatic' }]);
    const item = await ctx.api.call<SubCategoryView>(subCategoryItem, { method: 'GET', params: { id: String(id) }, user: cast.agent });
    expect(item.body.assignment_mode).toBe('automatic');
    await ctx.api.call(assignmentHandler, { method: 'PUT', params: { id: String(id) }, user: cast.admin, body: { mode: 'manual' } });
    const [row] = await ctx.db.select().from(subCategories).where(eq(subCategories.id, id));
    expect(row.assignmentMode).toBe('manual');
  });

  it('agents and users are refused, an unknown mode is 400, an unknown sub-category 404', async () => {
    const id = await insertSubCategory(ctx.db, 24);
    for (const user of [cast.agent, cast.requester]) {
      expect((await ctx.api.call(assignmentHandler, { method: 'PUT', params: { id: String(id) }, user, body: { mode: 'automatic' } })).status).toBe(403);
    }
    const bad = await ctx.api.call<{ code: string; message: string }>(assignmentHandler, { method: 'PUT', params: { id: String(id) }, user: cast.admin, body: { mode: 'acak' } });
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect((await ctx.api.call(assignmentHandler, { method: 'PUT', params: { id: '999999' }, user: cast.admin, body: { mode: 'automatic' } })).status).toBe(404);
    const [row] = await ctx.db.select().from(subCategories).where(eq(subCategories.id, id));
    expect(row.assignmentMode).toBe('manual');
  });
});

describe('GET and PUT /users/{id}/away', () => {
  const put = (id: number, user = cast.agent, body: unknown = { away: true }) =>
    ctx.api.call<AwayStateView & { code?: string }>(awayHandler, { method: 'PUT', params: { id: String(id) }, user, body });

  it('an agent marks themself away until a day, sees it, and comes back', async () => {
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const away = await put(cast.agent.id, cast.agent, { away: true, until });
    expect(away.status).toBe(200);
    expect(away.body).toMatchObject({ user_id: cast.agent.id, away: true, away_until: backAt(until).toISOString() });
    expect(away.body.away_since).not.toBeNull();
    const read = await ctx.api.call<AwayStateView>(awayHandler, { method: 'GET', params: { id: String(cast.agent.id) }, user: cast.agent });
    expect(read.body).toEqual(away.body);
    const back = await put(cast.agent.id, cast.agent, { away: false });
    expect(back.body).toEqual({ user_id: cast.agent.id, away: false, away_since: null, away_until: null });
  });

  it('an admin sets an agent away; another agent and a user may not', async () => {
    expect((await put(cast.agent2.id, cast.admin)).body.away).toBe(true);
    expect((await put(cast.agent2.id, cast.agent, { away: false })).status).toBe(403);
    expect((await put(cast.agent2.id, cast.requester, { away: false })).status).toBe(403);
    expect((await put(cast.requester.id, cast.requester)).status).toBe(403);
    const [row] = await ctx.db.select().from(agentAvailability).where(eq(agentAvailability.userId, cast.agent2.id));
    expect(row.awaySince).not.toBeNull();
  });

  it('a past day, a non-agent target and a bad body are 400; an unknown account 404; nothing stored', async () => {
    const past = await put(cast.agent.id, cast.agent, { away: true, until: '2020-01-01' });
    expect([past.status, past.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect((await put(cast.admin2.id, cast.admin)).status).toBe(400);
    expect((await put(cast.agent.id, cast.agent, { away: 'ya' })).status).toBe(400);
    expect((await put(999999, cast.admin)).status).toBe(404);
    const state = await ctx.api.call<AwayStateView>(awayHandler, { method: 'GET', params: { id: String(cast.agent.id) }, user: cast.agent });
    expect(state.body.away).toBe(false);
  });
});
