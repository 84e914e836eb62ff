import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { encode } from 'next-auth/jwt';
import { beforeAll, describe, expect, it } from 'vitest';
import savedRepliesHandler from '@/pages/api/saved-replies';
import sessionsHandler from '@/pages/api/sessions';
import userHandler from '@/pages/api/users/[id]/index';
import activationHandler from '@/pages/api/users/[id]/activation';
import historiesHandler from '@/pages/api/users/[id]/histories';
import { users } from '@/server/db/schema';
import { endSession } from '@/server/auth/end-sessions';
import { setUserActive } from '@/server/users/set-user-active';
import type { SessionUser } from '@/utils/session-user';
import { createUser } from '../helpers/fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

// A session is a JWT that stays decodable for hours; these prove that demotion, deactivation,
// "Keluar dari semua perangkat" and signing out on one device count from the next request.
let admin: SessionUser;

beforeAll(async () => {
  admin = await createUser(ctx.db, { role: 'admin' });
});

/** A session cookie as next-auth issues it at sign-in: the user, their session version and a session id. */
async function cookieOf(user: SessionUser, claims: { sv?: number; sid?: string } = {}) {
  const token = await encode({ token: { sub: String(user.id), user, sv: 0, sid: randomUUID(), ...claims }, secret: process.env.NEXTAUTH_SECRET ?? '' });
  return `next-auth.session-token=${token}`;
}

const listReplies = (cookie: string) => ctx.api.call(savedRepliesHandler, { headers: { cookie } });

describe('revocable sessions', () => {
  it('a demoted agent loses staff routes on the next request, with the same token', async () => {
    const agent = await createUser(ctx.db, { role: 'agent' });
    const cookie = await cookieOf(agent);
    expect((await listReplies(cookie)).status).toBe(200);

    const demote = await ctx.api.call(userHandler, { method: 'PATCH', params: { id: String(agent.id) }, body: { role: 'user' }, user: admin });
    expect(demote.status).toBe(200);
    const after = await listReplies(cookie);
    expect(after.status).toBe(403);

    await ctx.api.call(userHandler, { method: 'PATCH', params: { id: String(agent.id) }, body: { role: 'agent' }, user: admin });
    expect((await listReplies(cookie)).status).toBe(200);
  });

  it('Keluar dari semua perangkat ends every session of the caller, and only theirs', async () => {
    const agent = await createUser(ctx.db, { role: 'agent' });
    const laptop = await cookieOf(agent);
    const phone = await cookieOf(agent);
    const colleague = await createUser(ctx.db, { role: 'agent' });
    const colleagueCookie = await cookieOf(colleague);

    const ended = await ctx.api.call(sessionsHandler, { method: 'DELETE', headers: { cookie: laptop } });
    expect(ended.status).toBe(204);
    for (const cookie of [laptop, phone]) {
      const res = await listReplies(cookie);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    expect((await listReplies(colleagueCookie)).status).toBe(200);
    // A new sign-in carries the new version and works.
    expect((await listReplies(await cookieOf(agent, { sv: 1 }))).status).toBe(200);

    const history = await ctx.api.call<{ data: { description: string }[] }>(historiesHandler, { params: { id: String(agent.id) }, user: admin });
    expect(history.body.data.map((h) => h.description)).toContain(`${agent.name} keluar dari semua perangkat`);
  });

  it('signing out on one device ends that session only', async () => {
    const agent = await createUser(ctx.db, { role: 'agent' });
    const sid = randomUUID();
    const signedOut = await cookieOf(agent, { sid });
    const other = await cookieOf(agent);
    expect((await listReplies(signedOut)).status).toBe(200);

    await endSession(ctx.db, { sid, userId: agent.id, expiresAt: new Date(Date.now() + 3_600_000) });
    expect((await listReplies(signedOut)).status).toBe(401);
    expect((await listReplies(other)).status).toBe(200);
  });

  it('a deactivated account is signed out at once and can be reactivated; an admin cannot deactivate themselves', async () => {
    const agent = await createUser(ctx.db, { role: 'agent' });
    const cookie = await cookieOf(agent);
    const off = await ctx.api.call<{ deactivated_at: string | null }>(activationHandler, { method: 'PUT', params: { id: String(agent.id) }, body: { active: false }, user: admin });
    expect(off.status).toBe(200);
    expect(off.body.deactivated_at).toEqual(expect.any(String));
    expect((await listReplies(cookie)).status).toBe(401);

    const on = await ctx.api.call<{ deactivated_at: string | null }>(activationHandler, { method: 'PUT', params: { id: String(agent.id) }, body: { active: true }, user: admin });
    expect(on.body.deactivated_at).toBeNull();
    // The old token stays ended (deactivation raised the version); a new sign-in works.
    expect((await listReplies(cookie)).status).toBe(401);
    expect((await listReplies(await cookieOf(agent, { sv: 1 }))).status).toBe(200);

    const self = await ctx.api.call<{ code: string }>(activationHandler, { method: 'PUT', params: { id: String(admin.id) }, body: { active: false }, user: admin });
    expect(self.status).toBe(403);
    const [row] = await ctx.db.select({ deactivatedAt: users.deactivatedAt }).from(users).where(eq(users.id, admin.id));
    expect(row.deactivatedAt).toBeNull();
  });

  it('keeps the last active admin: two admins deactivating each other at once leave one', async () => {
    const other = await createUser(ctx.db, { role: 'admin' });
    // Every admin but these two is deactivated, so they are the last two.
    await ctx.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.currentRole, 'admin'));
    await ctx.db.update(users).set({ deactivatedAt: null }).where(eq(users.id, admin.id));
    await ctx.db.update(users).set({ deactivatedAt: null }).where(eq(users.id, other.id));

    const results = await Promise.allSettled([
      setUserActive({ db: ctx.db, actor: admin, id: other.id, active: false }),
      setUserActive({ db: ctx.db, actor: other, id: admin.id, active: false }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect(refused?.reason).toMatchObject({ status: 409 });
    const stillActive = await ctx.db.select({ id: users.id }).from(users).where(and(eq(users.currentRole, 'admin'), isNull(users.deactivatedAt)));
    expect(stillActive).toHaveLength(1);
    await ctx.db.update(users).set({ deactivatedAt: null }).where(eq(users.currentRole, 'admin'));
  });

  it('answers 400 for a body that is not a boolean, and 404 for an unknown user', async () => {
    // Its own admin: the race above deactivates one of its two admins, which ends that admin's sessions.
    const admin = await createUser(ctx.db, { role: 'admin' });
    const bad = await ctx.api.call<{ code: string; message: string }>(activationHandler, { method: 'PUT', params: { id: '5' }, body: { active: 'no' }, user: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(expect.any(String));
    const missing = await ctx.api.call(activationHandler, { method: 'PUT', params: { id: '999999' }, body: { active: false }, user: admin });
    expect(missing.status).toBe(404);
  });
});
