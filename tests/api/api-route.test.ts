import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRoute, publicRoute, route } from '@/server/http/api-route';
import { conflict } from '@/server/http/errors';
import { RetryAfterError } from '@/server/http/rate-limited-error';
import { useApiContext } from '../helpers/api-context';
import { createUser } from '../helpers/fixtures';
import type { SessionUser } from '@/utils/session-user';

const ctx = useApiContext();
// An agent: sessions are checked against the user's row (server/auth/session-state.ts).
let user: SessionUser;
beforeAll(async () => {
  user = await createUser(ctx.db, { role: 'agent' });
});

const echo = apiRoute({
  GET: publicRoute({
    query: z.object({ page: z.coerce.number().int().min(1) }),
    handle: ({ query, user: who }) => ({ page: query.page, signedIn: who !== null }),
  }),
  POST: route({
    permission: 'advanced-filter',
    body: z.object({ title: z.string().min(3), tags: z.array(z.string()).max(2) }),
    status: 201,
    handle: ({ body, user: who }) => ({ title: body.title, by: who.id }),
  }),
  PUT: route({ permission: 'change-agent', handle: () => ({ ok: true }) }),
  PATCH: route({ handle: () => Promise.reject(conflict('Judul sudah dipakai')) }),
  DELETE: route({ handle: () => undefined }),
});

const broken = apiRoute({
  GET: publicRoute({
    handle: () => {
      throw new Error('secret internal detail at /srv/app.ts:12');
    },
  }),
  POST: publicRoute({
    handle: () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    },
  }),
});

const busy = apiRoute({
  GET: publicRoute({ handle: () => Promise.reject(new RetryAfterError('SERVICE_UNAVAILABLE', 503, 'Teks sedang menunggu giliran diproses. Coba lagi dalam 6 detik.', 6)) }),
});


describe('API wrapper', () => {
  it('parses the query with zod for public routes', async () => {
    const res = await ctx.api.call(echo, { path: '/?page=3' });
    expect(res).toMatchObject({ status: 200, body: { page: 3, signedIn: false } });
  });

  it('answers 400 with the failing query field', async () => {
    const res = await ctx.api.call(echo, { path: '/?page=zero' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ path: 'page' }] });
  });

  it('answers 401 before validating when a session is required', async () => {
    const res = await ctx.api.call(echo, { method: 'POST', body: { title: 'x' } });
    expect(res.status).toBe(401);
  });

  it('validates the body and uses the declared status', async () => {
    const ok = await ctx.api.call(echo, { method: 'POST', body: { title: 'Judul', tags: [] }, user });
    expect(ok).toMatchObject({ status: 201, body: { title: 'Judul', by: user.id } });
    const bad = await ctx.api.call<{ fields: { path: string }[] }>(echo, { method: 'POST', body: { title: 'x', tags: ['a', 'b', 'c'] }, user });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.map((f) => f.path).sort()).toEqual(['tags', 'title']);
  });

  it('refuses with 403 when the permission module says no', async () => {
    const res = await ctx.api.call(echo, { method: 'PUT', user });
    expect(res).toMatchObject({ status: 403, body: { code: 'FORBIDDEN', message: 'Anda tidak memiliki akses untuk tindakan ini' } });
    const admin = await ctx.api.call(echo, { method: 'PUT', user: await createUser(ctx.db, { role: 'admin' }) });
    expect(admin.status).toBe(200);
    // The role in the token counts for nothing: the user's current role decides.
    const claimed = await ctx.api.call(echo, { method: 'PUT', user: { ...user, current_role: 'admin' } });
    expect(claimed.status).toBe(403);
  });

  it('maps a typed error to its status and message', async () => {
    const res = await ctx.api.call(echo, { method: 'PATCH', user });
    expect(res).toMatchObject({ status: 409, body: { code: 'CONFLICT', message: 'Judul sudah dipakai' } });
  });

  it('answers 204 when the handler returns nothing', async () => {
    const res = await ctx.api.call(echo, { method: 'DELETE', user });
    expect(res.status).toBe(204);
  });

  it('never leaks an unexpected error', async () => {
    const res = await ctx.api.call(broken);
    expect(res).toMatchObject({ status: 500, body: { code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' } });
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });

  it('answers a refusal to try later (a full markdown queue) with its status and Retry-After', async () => {
    const res = await ctx.api.call<{ code: string; message: string }>(busy, {});
    expect(res).toMatchObject({ status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: expect.stringContaining('6 detik') } });
    expect(res.headers.get('retry-after')).toBe('6');
  });

  it('answers 503 when the database is unreachable', async () => {
    const res = await ctx.api.call(broken, { method: 'POST' });
    expect(res).toMatchObject({ status: 503, body: { code: 'SERVICE_UNAVAILABLE' } });
  });

  it('answers 405 with the allowed methods', async () => {
    const res = await ctx.api.call(broken, { method: 'PUT' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST');
  });
});
