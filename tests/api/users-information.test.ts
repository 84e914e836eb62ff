import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import handler from '@/pages/api/users/information';
import health from '@/pages/api/health';
import type { DbHandle } from '@/server/db';
import { openTestDb } from '../helpers/test-db';
import { startApiServer, type ApiTestServer } from '../helpers/api-server';
import { createUser } from '../helpers/fixtures';

let db: DbHandle;
let api: ApiTestServer;

beforeAll(async () => {
  db = await openTestDb();
  api = await startApiServer();
});
afterAll(async () => {
  await api.close();
  await db.close();
});

describe('GET /api/users/information', () => {
  it('answers 401 with an Indonesian message without a session', async () => {
    const res = await api.call(handler);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'UNAUTHORIZED', message: 'Anda harus masuk terlebih dahulu' });
  });

  it("returns the signed-in user's own record", async () => {
    const user = await createUser(db.db, { role: 'agent', username: 'budi' });
    const res = await api.call<Record<string, unknown>>(handler, { user });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, username: 'budi', current_role: 'agent', group: 'MASTER' });
    expect(res.body).not.toHaveProperty('customId');
  });

  it('answers 404 when the session points to a user that no longer exists', async () => {
    const res = await api.call(handler, { user: { ...(await createUser(db.db)), id: 999_999 } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses other methods with 405 and an Allow header', async () => {
    const res = await api.call(handler, { method: 'POST', body: {}, user: await createUser(db.db) });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    expect(res.body).toMatchObject({ code: 'METHOD_NOT_ALLOWED', message: 'Metode tidak diizinkan' });
  });

  it('ignores a forged session cookie', async () => {
    const res = await api.call(handler, { headers: { cookie: 'next-auth.session-token=forged.jwt.value' } });
    expect(res.status).toBe(401);
  });
});

describe('GET /api/health', () => {
  it('tells anyone only that it is alive: no driver, latency or uptime', async () => {
    const res = await api.call<Record<string, unknown>>(health);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    const asUser = await api.call<Record<string, unknown>>(health, { user: await createUser(db.db, { username: 'health-user' }) });
    expect(asUser.body).toEqual({ status: 'ok' });
  });

  it('gives admins the details: database driver, latency and uptime', async () => {
    const admin = await createUser(db.db, { username: 'health-admin', role: 'admin' });
    const res = await api.call<{ status: string; database: { status: string; driver: string }; uptimeSeconds: number }>(health, { user: admin });
    expect(res.status).toBe(200);
    expect(res.body.database).toMatchObject({ status: 'up', driver: process.env.HELPDESK_TEST_DB === 'postgres' ? 'postgres' : 'pglite' });
    expect(res.body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });
});
