import { describe, expect, it } from 'vitest';
import handler from '@/pages/api/users/information';
import { eq } from 'drizzle-orm';
import { departments, users } from '@/server/db/schema';
import health from '@/pages/api/health';
import { createUser } from '../helpers/fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

describe('GET /api/users/information', () => {
  it('answers 401 with an Indonesian message without a session', async () => {
    const res = await ctx.api.call(handler);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'UNAUTHORIZED', message: 'Anda harus masuk terlebih dahulu' });
  });

  it("returns the signed-in user's own record", async () => {
    const user = await createUser(ctx.db, { role: 'agent', username: 'budi' });
    const res = await ctx.api.call<Record<string, unknown>>(handler, { user });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, username: 'budi', current_role: 'agent', group: 'MASTER' });
    expect(res.body).not.toHaveProperty('customId');
  });

  it("names the user's unit from the departments (null when it is not one of them)", async () => {
    await ctx.db.insert(departments).values({ id: 'UJI.01', name: 'Bidang Uji Kepegawaian' }).onConflictDoNothing();
    const inUnit = await createUser(ctx.db);
    const elsewhere = await createUser(ctx.db);
    await ctx.db.update(users).set({ organizationId: 'UJI.01' }).where(eq(users.id, inUnit.id));
    await ctx.db.update(users).set({ organizationId: 'TIDAK.ADA' }).where(eq(users.id, elsewhere.id));
    expect((await ctx.api.call<Record<string, unknown>>(handler, { user: inUnit })).body).toMatchObject({ organization_id: 'UJI.01', organization_name: 'Bidang Uji Kepegawaian' });
    expect((await ctx.api.call<Record<string, unknown>>(handler, { user: elsewhere })).body).toMatchObject({ organization_id: 'TIDAK.ADA', organization_name: null });
  });

  it('answers 401 when the session points to a user that no longer exists (the session check refuses it)', async () => {
    const res = await ctx.api.call(handler, { user: { ...(await createUser(ctx.db)), id: 999_999 } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses other methods with 405 and an Allow header', async () => {
    const res = await ctx.api.call(handler, { method: 'POST', body: {}, user: await createUser(ctx.db) });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    expect(res.body).toMatchObject({ code: 'METHOD_NOT_ALLOWED', message: 'Metode tidak diizinkan' });
  });

  it('ignores a forged session cookie', async () => {
    const res = await ctx.api.call(handler, { headers: { cookie: 'next-auth.session-token=forged.jwt.value' } });
    expect(res.status).toBe(401);
  });
});

describe('GET /api/health', () => {
  it('tells anyone only that it is alive: no driver, latency or uptime', async () => {
    const res = await ctx.api.call<Record<string, unknown>>(health);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    const asUser = await ctx.api.call<Record<string, unknown>>(health, { user: await createUser(ctx.db, { username: 'health-user' }) });
    expect(asUser.body).toEqual({ status: 'ok' });
  });

  it('gives admins the details: database driver, latency and uptime', async () => {
    const admin = await createUser(ctx.db, { username: 'health-admin', role: 'admin' });
    const res = await ctx.api.call<{ status: string; database: { status: string; driver: string }; uptimeSeconds: number }>(health, { user: admin });
    expect(res.status).toBe(200);
    expect(res.body.database).toMatchObject({ status: 'up', driver: process.env.HELPDESK_TEST_DB === 'postgres' ? 'postgres' : 'pglite' });
    expect(res.body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });
});
