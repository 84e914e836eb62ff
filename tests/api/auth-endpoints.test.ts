import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import auth from '@/pages/api/auth/[...nextauth]';
import { users } from '@/server/db/schema';
import { startIdentitySandbox, type IdentitySandbox } from '@/sandboxes/identity/server.mjs';
import { sessionCookie, type ApiTestServer } from '../helpers/api-server';
import { createUser } from '../helpers/fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

// The real next-auth handler with the portal's options, against the identity sandbox.
let sandbox: IdentitySandbox;

const call = (action: string[], options: Parameters<ApiTestServer['call']>[1] = {}) =>
  ctx.api.call<Record<string, unknown>>(auth, { ...options, params: { nextauth: action } });

async function csrf() {
  const res = await call(['csrf']);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  return { token: String(res.body.csrfToken), cookie };
}

beforeAll(async () => {
  sandbox = await startIdentitySandbox({ port: 0, dataDir: mkdtempSync(path.join(os.tmpdir(), 'idp-')) });
  Object.assign(process.env, {
    NEXTAUTH_URL: 'http://localhost:3000/helpdesk/api/auth',
    SIMASTER_ISSUER: sandbox.issuers.simaster,
    SIMASTER_CLIENT_SECRET: 'sandbox-simaster-secret',
    PTTPK_ISSUER: sandbox.issuers.pttpk,
    PTTPK_CLIENT_SECRET: 'sandbox-pttpk-secret',
    GOOGLE_CLIENT_ID: 'helpdesk-google',
    GOOGLE_CLIENT_SECRET: 'sandbox-google-secret',
    GOOGLE_WELL_KNOWN: `${sandbox.issuers.google}/.well-known/openid-configuration`,
  });
});
afterAll(async () => {
  await sandbox.close();
});

describe('next-auth under /helpdesk/api/auth', () => {
  it('lists the configured providers', async () => {
    const res = await call(['providers']);
    expect(Object.keys(res.body)).toEqual(['simaster', 'pttpk', 'google']);
    expect(res.body.simaster).toMatchObject({ name: 'SIMASTER', signinUrl: 'http://localhost:3000/helpdesk/api/auth/signin/simaster' });
  });

  it('hands out a CSRF token', async () => {
    const { token, cookie } = await csrf();
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(cookie).toMatch(/^next-auth\.csrf-token=/);
  });

  it('answers an empty session without a cookie', async () => {
    expect((await call(['session'])).body).toEqual({});
  });

  it('answers the session user with id, role, organisation, group, NIP and name', async () => {
    const user = await createUser(ctx.db, { role: 'agent' });
    const res = await call(['session'], { headers: { cookie: await sessionCookie(user) } });
    expect(res.body.user).toMatchObject({
      id: user.id,
      current_role: 'agent',
      organization_id: 'BKD.01',
      group: 'MASTER',
      employee_number: user.employee_number,
      name: user.name,
    });
  });

  it('starts sign-in at the identity provider with PKCE, state and prompt=login', async () => {
    const { token, cookie } = await csrf();
    const res = await call(['signin', 'simaster'], {
      method: 'POST',
      form: true,
      body: { csrfToken: token, callbackUrl: '/helpdesk', json: 'true' },
      headers: { cookie },
    });
    const url = new URL(String(res.body.url));
    expect(`${url.origin}${url.pathname}`).toBe(`${sandbox.issuers.simaster}/auth`);
    expect(url.searchParams.get('client_id')).toBe('helpdesk-simaster');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('prompt')).toBe('login');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/helpdesk/api/auth/callback/simaster');
  });

  it('sends an unknown provider back to the sign-in page', async () => {
    const { token, cookie } = await csrf();
    const res = await call(['signin', 'nope'], { method: 'POST', form: true, body: { csrfToken: token }, headers: { cookie } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^http:\/\/localhost:3000\/helpdesk\/(auth|api\/auth)\/signin/);
  });

  it('sends the sign-in route to the Indonesian sign-in page, keeping SessionRequired', async () => {
    const res = await call(['signin'], { path: '/?error=SessionRequired&callbackUrl=%2Fhelpdesk' });
    expect(res.status).toBe(302);
    const location = new URL(String(res.headers.get('location')), 'http://localhost:3000');
    expect(location.pathname).toBe('/helpdesk/auth/signin');
    expect(location.searchParams.get('error')).toBe('SessionRequired');
  });

  it('signs out with csrfToken and callbackUrl, clearing the session cookie', async () => {
    const user = await createUser(ctx.db);
    const { token, cookie } = await csrf();
    const res = await call(['signout'], {
      method: 'POST',
      form: true,
      body: { csrfToken: token, callbackUrl: '/helpdesk/auth/signin' },
      headers: { cookie: `${cookie}; ${await sessionCookie(user)}` },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://localhost:3000/helpdesk/auth/signin');
    expect(res.headers.get('set-cookie')).toMatch(/next-auth\.session-token=;/);
  });

  it('updates the session with the role stored in the database', async () => {
    const user = await createUser(ctx.db, { role: 'user' });
    await ctx.db.update(users).set({ currentRole: 'agent' }).where(eq(users.id, user.id));
    const { token, cookie } = await csrf();
    const res = await call(['session'], {
      method: 'POST',
      body: { csrfToken: token, data: {} },
      headers: { cookie: `${cookie}; ${await sessionCookie(user)}` },
    });
    expect(res.status).toBe(200);
    expect((res.body.user as { current_role: string }).current_role).toBe('agent');
  });

  it('accepts client log reports at _log', async () => {
    const res = await call(['_log'], { method: 'POST', form: true, body: { level: 'error', code: 'CLIENT_FETCH_ERROR', message: 'x' } });
    expect(res.status).toBe(200);
  });
});

describe('next-auth error route', () => {
  it('sends errors (e.g. provider list unavailable) to the Indonesian error page', async () => {
    const res = await call(['error'], { path: '/?error=Configuration' });
    expect(res.status).toBe(302);
    const location = new URL(String(res.headers.get('location')), 'http://localhost:3000');
    expect(location.pathname).toBe('/helpdesk/auth/error');
    expect(location.searchParams.get('error')).toBe('Configuration');
  });
});
