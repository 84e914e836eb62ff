import { randomBytes, randomUUID } from 'node:crypto';
import type { NextApiRequest } from 'next';
import { encode } from 'next-auth/jwt';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisSessionStateCache, sessionStatePrefix, setSessionStateCache } from '@/server/auth/session-state-cache';
import { endAllSessions } from '@/server/auth/end-sessions';
import { getSessionUser } from '@/server/http/session';
import { changeUserRole } from '@/server/users/change-role';
import type { SessionUser } from '@/utils/session-user';
import { createUser } from '../helpers/fixtures';
import { useApiContext } from '../helpers/api-context';

// Two portal processes share session states through Redis (the machine's real one; keys carry a
// prefix unique to this run): a change made on one is seen by the other on its next request.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `helpdesk-test:${randomBytes(6).toString('hex')}:session-state:`;

const ctx = useApiContext();
const caches: RedisSessionStateCache[] = [];
const processCache = (url = REDIS_URL, keyPrefix = prefix) => {
  const cache = new RedisSessionStateCache(url, keyPrefix);
  caches.push(cache);
  return cache;
};

afterAll(async () => {
  await Promise.all(caches.map((c) => c.close()));
});

async function requestOf(user: SessionUser): Promise<NextApiRequest> {
  const token = await encode({ token: { sub: String(user.id), user, sv: 0, sid: randomUUID() }, secret: process.env.NEXTAUTH_SECRET ?? '' });
  return { cookies: { 'next-auth.session-token': token }, headers: { cookie: `next-auth.session-token=${token}` } } as unknown as NextApiRequest;
}

/** Runs `work` as if on the process that owns `cache`. */
async function on<T>(cache: RedisSessionStateCache, work: () => Promise<T>): Promise<T> {
  setSessionStateCache(cache);
  return work();
}

describe('session states in Redis', () => {
  it('a demotion made on process B is seen by process A on its next request', async () => {
    const a = processCache();
    const b = processCache();
    const admin = await createUser(ctx.db, { role: 'admin' });
    const agent = await createUser(ctx.db, { role: 'agent' });
    const req = await requestOf(agent);

    expect((await on(a, () => getSessionUser(req)))?.current_role).toBe('agent');
    // A's read filled the shared cache: B finds the same state without the database.
    expect(await b.get(agent.id)).toMatchObject({ role: 'agent', version: 0, active: true });

    await on(b, () => changeUserRole({ db: ctx.db, actor: admin, id: agent.id, role: 'user' }));
    expect((await on(a, () => getSessionUser(req)))?.current_role).toBe('user');
  });

  it('Keluar dari semua perangkat on process B ends the session on process A', async () => {
    const a = processCache();
    const b = processCache();
    const user = await createUser(ctx.db, { role: 'user' });
    const req = await requestOf(user);
    expect((await on(a, () => getSessionUser(req)))?.id).toBe(user.id);
    await on(b, () => endAllSessions(ctx.db, user.id));
    expect(await on(a, () => getSessionUser(req))).toBeNull();
  });

  it('with Redis unreachable, sessions are checked against the database and keep working', async () => {
    const down = processCache('redis://127.0.0.1:1');
    const user = await createUser(ctx.db, { role: 'agent' });
    const req = await requestOf(user);
    expect((await on(down, () => getSessionUser(req)))?.id).toBe(user.id);
    await on(down, () => endAllSessions(ctx.db, user.id));
    expect(await on(down, () => getSessionUser(req))).toBeNull();
  });
});

describe('session state keys', () => {
  it('name the database, so portals on different databases sharing a Redis keep apart', async () => {
    const a = sessionStatePrefix({ DATABASE_URL: 'postgres://db-a/helpdesk', PGLITE_DATA_DIR: 'data/pglite' });
    const b = sessionStatePrefix({ DATABASE_URL: 'postgres://db-b/helpdesk', PGLITE_DATA_DIR: 'data/pglite' });
    const c = sessionStatePrefix({ PGLITE_DATA_DIR: 'data/pglite' });
    expect(new Set([a, b, c]).size).toBe(3);
    expect(sessionStatePrefix({ DATABASE_URL: 'postgres://db-a/helpdesk', PGLITE_DATA_DIR: 'x' })).toBe(a);

    // One user id, two databases: a demotion on one is not seen on the other.
    const onA = processCache(REDIS_URL, `${prefix}${a}`);
    const onB = processCache(REDIS_URL, `${prefix}${b}`);
    await onA.set(4, { role: 'user', version: 3, active: true, revoked: [] });
    expect(await onB.get(4)).toBeUndefined();
  });
});
