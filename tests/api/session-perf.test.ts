import type { NextApiRequest } from 'next';
import { encode } from 'next-auth/jwt';
import * as jwt from 'next-auth/jwt';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setDbHandle } from '@/server/db';
import { getSessionUser } from '@/server/http/session';
import type { SessionUser } from '@/utils/session-user';
import { createUser } from '../helpers/fixtures';
import { countingDb } from '../helpers/query-counter';
import { useApiContext } from '../helpers/api-context';

// The session is the next-auth JWT cookie: each distinct token is decrypted once, and the user's
// session state (role, version, activity) is read from the database once per cache period.
vi.mock('next-auth/jwt', async (importOriginal) => {
  const actual = await importOriginal<typeof import('next-auth/jwt')>();
  return { ...actual, getToken: vi.fn(actual.getToken) };
});

const secret = () => process.env.NEXTAUTH_SECRET ?? '';
const ctx = useApiContext();
const people: SessionUser[] = [];
/** The n-th agent of this file (each test its own, so cached states do not carry over). */
const user = (n: number): SessionUser => people[n];

beforeAll(async () => {
  for (let i = 0; i < 6; i += 1) people.push(await createUser(ctx.db, { role: 'agent' }));
});
const request = (cookies: Record<string, string>) => ({ cookies, headers: { cookie: Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; ') } }) as unknown as NextApiRequest;
const tokenFor = (u: SessionUser, maxAge = 3600, key = secret()) => encode({ token: { sub: String(u.id), user: u }, secret: key, maxAge });

beforeEach(() => {
  vi.mocked(jwt.getToken).mockClear();
});

describe('getSessionUser', () => {
  it('decrypts a token once, then answers it from memory', async () => {
    const token = await tokenFor(user(0));
    const req = () => request({ 'next-auth.session-token': token });
    expect((await getSessionUser(req()))?.id).toBe(user(0).id);
    expect((await getSessionUser(req()))?.id).toBe(user(0).id);
    expect((await getSessionUser(req()))?.id).toBe(user(0).id);
    expect(jwt.getToken).toHaveBeenCalledTimes(1);
  });

  it('decrypts every other token, and never trusts a token made with another secret', async () => {
    const mine = await tokenFor(user(1));
    const forged = await tokenFor(user(2), 3600, 'not-the-secret');
    expect((await getSessionUser(request({ 'next-auth.session-token': mine })))?.id).toBe(user(1).id);
    expect(await getSessionUser(request({ 'next-auth.session-token': forged }))).toBeNull();
    expect(await getSessionUser(request({ 'next-auth.session-token': forged }))).toBeNull();
    expect(jwt.getToken).toHaveBeenCalledTimes(3);
  });

  it('stops answering a remembered token once it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const token = await tokenFor(user(3), 60);
      const req = () => request({ 'next-auth.session-token': token });
      expect((await getSessionUser(req()))?.id).toBe(user(3).id);
      vi.setSystemTime(Date.now() + 120_000);
      expect(await getSessionUser(req())).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads the session state once for many requests of the same user', async () => {
    const counting = countingDb(ctx.handle);
    setDbHandle({ ...ctx.handle, db: counting.db });
    try {
      const token = await tokenFor(user(4));
      for (let i = 0; i < 20; i += 1) expect((await getSessionUser(request({ 'next-auth.session-token': token })))?.id).toBe(user(4).id);
      expect(counting.statements).toHaveLength(1);
    } finally {
      setDbHandle(ctx.handle);
    }
  });

  it('answers null without a cookie', async () => {
    expect(await getSessionUser(request({}))).toBeNull();
  });
});
