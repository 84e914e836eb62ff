import type { NextApiRequest } from 'next';
import { encode } from 'next-auth/jwt';
import * as jwt from 'next-auth/jwt';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionUser } from '@/server/http/session';
import type { SessionUser } from '@/utils/session-user';

// The session is the next-auth JWT cookie: no database, and each distinct token is decrypted once.
vi.mock('next-auth/jwt', async (importOriginal) => {
  const actual = await importOriginal<typeof import('next-auth/jwt')>();
  return { ...actual, getToken: vi.fn(actual.getToken) };
});

const secret = () => process.env.NEXTAUTH_SECRET ?? '';
const user = (id: number): SessionUser =>
  ({ id, current_role: 'agent', organization_id: 'BKD.1', group: 'MASTER', employee_number: null, name: `Agen ${id}`, username: `agen${id}`, image: null }) as SessionUser;
const request = (cookies: Record<string, string>) => ({ cookies, headers: { cookie: Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; ') } }) as unknown as NextApiRequest;
const tokenFor = (u: SessionUser, maxAge = 3600, key = secret()) => encode({ token: { sub: String(u.id), user: u }, secret: key, maxAge });

beforeEach(() => {
  vi.mocked(jwt.getToken).mockClear();
});

describe('getSessionUser', () => {
  it('decrypts a token once, then answers it from memory', async () => {
    const token = await tokenFor(user(9001));
    const req = () => request({ 'next-auth.session-token': token });
    expect((await getSessionUser(req()))?.id).toBe(9001);
    expect((await getSessionUser(req()))?.id).toBe(9001);
    expect((await getSessionUser(req()))?.id).toBe(9001);
    expect(jwt.getToken).toHaveBeenCalledTimes(1);
  });

  it('decrypts every other token, and never trusts a token made with another secret', async () => {
    const mine = await tokenFor(user(9002));
    const forged = await tokenFor(user(9003), 3600, 'not-the-secret');
    expect((await getSessionUser(request({ 'next-auth.session-token': mine })))?.id).toBe(9002);
    expect(await getSessionUser(request({ 'next-auth.session-token': forged }))).toBeNull();
    expect(await getSessionUser(request({ 'next-auth.session-token': forged }))).toBeNull();
    expect(jwt.getToken).toHaveBeenCalledTimes(3);
  });

  it('stops answering a remembered token once it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const token = await tokenFor(user(9004), 60);
      const req = () => request({ 'next-auth.session-token': token });
      expect((await getSessionUser(req()))?.id).toBe(9004);
      vi.setSystemTime(Date.now() + 120_000);
      expect(await getSessionUser(req())).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers null without a cookie', async () => {
    expect(await getSessionUser(request({}))).toBeNull();
  });
});
