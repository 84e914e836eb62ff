import { beforeAll, describe, expect, it } from 'vitest';
import handler from '@/pages/api/users';
import { seedDemoData } from '@/server/db/seed';
import type { Paginated, UserListItem } from '@/utils/schemas/users';
import type { SessionUser } from '@/utils/session-user';
import { createUser } from '../helpers/fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

let admin: SessionUser;
type Page = Paginated<UserListItem>;

beforeAll(async () => {
  await seedDemoData(ctx.db);
  admin = await createUser(ctx.db, { role: 'admin' });
});

describe('GET /api/users', () => {
  it.each([
    ['anonymous', null, 401],
    ['a user', 'user', 403],
    ['an agent', 'agent', 403],
  ] as const)('refuses %s', async (_who, role, status) => {
    const user = role ? await createUser(ctx.db, { role }) : null;
    const res = await ctx.api.call(handler, { path: '/users', user });
    expect(res.status).toBe(status);
  });

  it('lists users for an admin with a total and pagination', async () => {
    const res = await ctx.api.call<Page>(handler, { path: '/users?page=1&limit=3', user: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(3);
    expect(res.body).toMatchObject({ page: 1, limit: 3 });
    expect(res.body.total).toBeGreaterThanOrEqual(7);
    const page2 = await ctx.api.call<Page>(handler, { path: '/users?page=2&limit=3', user: admin });
    const ids = new Set(res.body.data.map((u) => u.id));
    expect(page2.body.data.some((u) => ids.has(u.id))).toBe(false);
  });

  it('searches name, username and NIP case-insensitively', async () => {
    const byName = await ctx.api.call<Page>(handler, { path: '/users?search=budi', user: admin });
    expect(byName.body.data.map((u) => u.username)).toEqual(['agent']);
    const byNip = await ctx.api.call<Page>(handler, { path: '/users?search=198807202011012003', user: admin });
    expect(byNip.body.data.map((u) => u.username)).toEqual(['user']);
  });

  it("names each account's unit in words beside its code (the identity provider gives only the code)", async () => {
    const res = await ctx.api.call<Page>(handler, { path: '/users?search=budi', user: admin });
    expect(res.body.data[0]).toMatchObject({ organization_id: 'BKD.03.01', organization_name: 'Subbidang Mutasi Jabatan' });
    const google = await ctx.api.call<Page>(handler, { path: '/users?group=GOOGLE&limit=100', user: admin });
    expect(google.body.data.every((u) => u.organization_name === null)).toBe(true);
  });

  it('treats LIKE wildcards in the search as text', async () => {
    const res = await ctx.api.call<Page>(handler, { path: '/users?search=%25', user: admin });
    expect(res.body.total).toBe(0);
  });

  it('filters by comma-joined roles and groups', async () => {
    const res = await ctx.api.call<Page>(handler, { path: '/users?role=admin,agent&group=MASTER&limit=100', user: admin });
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.every((u) => u.current_role !== 'user' && u.group === 'MASTER')).toBe(true);
  });

  it.each([
    ['limit above 100', '/users?limit=1000', 'limit'],
    ['page 0', '/users?page=0', 'page'],
    ['unknown role', '/users?role=root', 'role.0'],
  ])('answers 400 with the failing field for %s', async (_name, path, field) => {
    const res = await ctx.api.call<{ code: string; message: string; fields: { path: string }[] }>(handler, { path, user: admin });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.message).toBe('Data yang dikirim tidak valid');
    expect(res.body.fields.map((f) => f.path)).toContain(field);
  });
});
