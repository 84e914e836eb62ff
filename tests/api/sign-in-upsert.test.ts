import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { users, usersHistories } from '@/server/db/schema';
import { seedDemoData } from '@/server/db/seed';
import { upsertSignedInUser, type IdentityProfile } from '@/server/users/upsert-signed-in-user';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();
const rules = { adminAccounts: ['simaster:boss'], agentOrganizationPrefix: 'BKD' };
const profile = (over: Partial<IdentityProfile> = {}): IdentityProfile => ({
  provider: 'simaster',
  sub: 'sub-1',
  username: 'andi',
  group: 'MASTER',
  name: 'Andi Wijaya',
  employeeNumber: '199001012020011001',
  organizationId: 'BKD.02.01',
  ...over,
});

describe('sign-in upsert', () => {
  it('creates the user on first sign-in with custom_id provider|sub and the derived role', async () => {
    const user = await upsertSignedInUser({ db: ctx.db, profile: profile(), rules, login: { ipAddress: '10.0.0.1' } });
    expect(user).toMatchObject({ customId: 'simaster|sub-1', username: 'andi', currentRole: 'agent', group: 'MASTER' });
    expect(user.lastLoginAt).toBeInstanceOf(Date);
  });

  it("writes the history entry 'Anda masuk pada aplikasi' for each login", async () => {
    const user = await upsertSignedInUser({ db: ctx.db, profile: profile(), rules, login: {} });
    const rows = await ctx.db.select().from(usersHistories).where(eq(usersHistories.userId, user.id)).orderBy(desc(usersHistories.id));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ action: 'login', description: 'Anda masuk pada aplikasi' });
    expect(rows[1].ipAddress).toBe('10.0.0.1');
  });

  it('keeps a role changed in the portal and refreshes the profile on the next sign-in', async () => {
    await ctx.db.update(users).set({ currentRole: 'user' }).where(eq(users.customId, 'simaster|sub-1'));
    const user = await upsertSignedInUser({ db: ctx.db, profile: profile({ name: 'Andi W., S.H.' }), rules, login: {} });
    expect(user.currentRole).toBe('user');
    expect(user.name).toBe('Andi W., S.H.');
    const all = await ctx.db.select().from(users).where(eq(users.customId, 'simaster|sub-1'));
    expect(all).toHaveLength(1);
  });

  it('makes accounts listed by the operator admin', async () => {
    const user = await upsertSignedInUser({ db: ctx.db, profile: profile({ sub: 'sub-2', username: 'boss', organizationId: 'DINKES' }), rules });
    expect(user.currentRole).toBe('admin');
  });

  it('keeps the same subject from two providers apart', async () => {
    const user = await upsertSignedInUser({ db: ctx.db, profile: profile({ provider: 'pttpk', group: 'PTPK', organizationId: 'DISHUB' }), rules });
    expect(user).toMatchObject({ customId: 'pttpk|sub-1', currentRole: 'user', group: 'PTPK' });
  });

  it('does not write history without a login (seeding)', async () => {
    const user = await upsertSignedInUser({ db: ctx.db, profile: profile({ sub: 'sub-3', username: 'seeded' }), rules });
    const rows = await ctx.db.select().from(usersHistories).where(eq(usersHistories.userId, user.id));
    expect(rows).toHaveLength(0);
  });
});

describe('demo seed', () => {
  it('creates demo users of every role and group, and is idempotent', async () => {
    await seedDemoData(ctx.db);
    await seedDemoData(ctx.db);
    const rows = await ctx.db.select().from(users);
    const demo = rows.filter((r) => ['admin', 'agent', 'user', 'user2', 'pttpk', 'tamu'].includes(r.username));
    expect(demo).toHaveLength(6);
    expect(new Set(demo.map((r) => r.currentRole))).toEqual(new Set(['admin', 'agent', 'user']));
    expect(new Set(demo.map((r) => r.group))).toEqual(new Set(['MASTER', 'PTPK', 'GOOGLE']));
    expect(demo.find((r) => r.username === 'agent')?.currentRole).toBe('agent');
    expect(demo.filter((r) => r.group === 'MASTER').every((r) => /^\d{18}$/.test(r.employeeNumber ?? ''))).toBe(true);
  });

  it('does not undo a role changed in the portal', async () => {
    await ctx.db.update(users).set({ currentRole: 'agent' }).where(eq(users.username, 'user2'));
    await seedDemoData(ctx.db);
    const [row] = await ctx.db.select().from(users).where(eq(users.username, 'user2'));
    expect(row.currentRole).toBe('agent');
  });
});
