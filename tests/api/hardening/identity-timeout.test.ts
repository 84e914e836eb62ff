import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import auth from '@/pages/api/auth/[...nextauth]';
import { IDENTITY_HTTP_TIMEOUT_MS } from '@/server/auth/providers';
import { useApiContext } from '../../helpers/api-context';

const ctx = useApiContext();

// An identity provider that accepts connections and never answers.
let silent: Server;
const held = new Set<Socket>();
const saved = { ...process.env };

beforeAll(async () => {
  silent = createServer((socket) => void held.add(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as AddressInfo;
  Object.assign(process.env, {
    NEXTAUTH_URL: 'http://localhost:3000/helpdesk/api/auth',
    SIMASTER_ISSUER: `http://127.0.0.1:${port}/simaster`,
    SIMASTER_CLIENT_SECRET: 'secret',
  });
});
afterAll(async () => {
  process.env = saved;
  for (const socket of held) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe('an identity provider that hangs', () => {
  it('ends the sign-in with OAuthSignin after the timeout instead of hanging the request', async () => {
    const csrf = await ctx.api.call<{ csrfToken: string }>(auth, { params: { nextauth: ['csrf'] } });
    const cookie = (csrf.headers.get('set-cookie') ?? '').split(';')[0];
    const started = Date.now();
    const res = await ctx.api.call<{ url: string }>(auth, {
      method: 'POST',
      form: true,
      body: { csrfToken: csrf.body.csrfToken, callbackUrl: '/helpdesk', json: 'true' },
      params: { nextauth: ['signin', 'simaster'] },
      headers: { cookie },
    });
    const elapsed = Date.now() - started;
    expect(held.size).toBeGreaterThan(0);
    expect(elapsed).toBeGreaterThanOrEqual(IDENTITY_HTTP_TIMEOUT_MS - 100);
    expect(elapsed).toBeLessThan(IDENTITY_HTTP_TIMEOUT_MS + 3_000);
    expect(new URL(res.body.url).searchParams.get('error')).toBe('OAuthSignin');
  });
});
