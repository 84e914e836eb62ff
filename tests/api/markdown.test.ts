import { beforeAll, describe, expect, it } from 'vitest';
import handler from '@/pages/api/markdown';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { createUser } from '../helpers/fixtures';

const ctx = useApiContext();
// The route itself reads no table, but every session is checked against its user's row
// (server/auth/session-state.ts): the user has to exist in the file's database.
let user: SessionUser;
beforeAll(async () => {
  user = await createUser(ctx.db, { role: 'user' });
});

describe('POST /api/markdown', () => {
  it('renders sanitized HTML for a signed-in user', async () => {
    const res = await ctx.api.call<{ html: string }>(handler, { method: 'POST', user, body: { text: '**Halo** <img src=x onerror=alert(1)> [x](javascript:alert(1))' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ html: '<p><strong>Halo</strong>  x</p>' });
  });

  it('renders an empty text to an empty html', async () => {
    const res = await ctx.api.call<{ html: string }>(handler, { method: 'POST', user, body: { text: '' } });
    expect(res.body).toEqual({ html: '' });
  });

  it.each([
    ['no text', {}],
    ['text not a string', { text: 1 }],
    ['text over 20 000 characters', { text: 'a'.repeat(20_001) }],
  ])('answers 400 for %s', async (_name, body) => {
    expect((await ctx.api.call(handler, { method: 'POST', user, body })).status).toBe(400);
  });

  it('answers 401 without a session and 405 for GET', async () => {
    expect((await ctx.api.call(handler, { method: 'POST', body: { text: 'a' } })).status).toBe(401);
    expect((await ctx.api.call(handler, { method: 'GET', user })).status).toBe(405);
  });
});
