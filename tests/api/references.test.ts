import { beforeAll, describe, expect, it } from 'vitest';
import agentsHandler from '@/pages/api/references/agents';
import categoriesHandler from '@/pages/api/references/categories';
import prioritiesHandler from '@/pages/api/references/priorities';
import statusHandler from '@/pages/api/references/status';
import { seedDemoReferences } from '@/server/db/seed/references';
import type { CategoryOption } from '@/server/references/list-references';
import type { UserSummary } from '@/utils/schemas/common';
import type { StatusRef } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { createUser } from '../helpers/fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

let user: SessionUser;
let agent: SessionUser;
let admin: SessionUser;

beforeAll(async () => {
  await seedDemoReferences(ctx.db);
  user = await createUser(ctx.db);
  agent = await createUser(ctx.db, { role: 'agent' });
  admin = await createUser(ctx.db, { role: 'admin' });
});

describe('GET /api/references/*', () => {
  it('answers statuses in lifecycle order', async () => {
    const res = await ctx.api.call<StatusRef[]>(statusHandler, { user });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { code: 'DIAJUKAN', name: 'Diajukan', color: 'warning' },
      { code: 'DIKERJAKAN', name: 'Dikerjakan', color: 'processing' },
      { code: 'SELESAI', name: 'Selesai', color: 'success' },
      { code: 'DITOLAK', name: 'Ditolak', color: '#000000' },
    ]);
  });

  it('answers priorities from low to high', async () => {
    const res = await ctx.api.call<StatusRef[]>(prioritiesHandler, { user });
    expect(res.body.map((p) => [p.code, p.color])).toEqual([
      ['RENDAH', 'green'],
      ['SEDANG', 'gold'],
      ['TINGGI', 'red'],
    ]);
  });

  it('answers categories with their sub-categories', async () => {
    const res = await ctx.api.call<CategoryOption[]>(categoriesHandler, { user });
    expect(res.body).toHaveLength(5);
    const siasn = res.body.find((c) => c.name === 'SIASN');
    expect(siasn?.sub_categories.map((s) => s.name)).toEqual(['Login dan Akun SIASN', 'Peremajaan Data', 'Usulan Layanan']);
    expect(siasn?.sub_categories[0]).toMatchObject({ duration_target_hours: 24, description: null });
    expect(siasn?.sub_categories[0]).not.toHaveProperty('categoryId');
  });

  it('answers agents and admins only, as user summaries', async () => {
    const res = await ctx.api.call<UserSummary[]>(agentsHandler, { user });
    expect(res.body.map((u) => u.id).sort()).toEqual([agent.id, admin.id].sort());
    expect(res.body.find((u) => u.id === agent.id)).toEqual({ id: agent.id, name: agent.name, username: agent.username, image: null, current_role: 'agent' });
  });

  it.each([statusHandler, prioritiesHandler, categoriesHandler, agentsHandler])('needs a session and only GET (%#)', async (handler) => {
    expect((await ctx.api.call(handler)).status).toBe(401);
    expect((await ctx.api.call(handler, { method: 'POST', user: admin, body: {} })).status).toBe(405);
  });
});
