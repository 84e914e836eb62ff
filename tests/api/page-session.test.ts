import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { GetServerSidePropsContext } from 'next';
import { getServerSession, type Session } from 'next-auth';
import { encode } from 'next-auth/jwt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAuthOptions } from '@/server/auth/options';
import { endSession } from '@/server/auth/end-sessions';
import { guardedPageProps } from '@/server/auth/guarded-page-props';
import { REISSUE_AFTER_SECONDS } from '@/server/auth/page-session';
import { forgetSessionState } from '@/server/auth/session-state-cache';
import { users } from '@/server/db/schema';
import type { SessionUser } from '@/utils/session-user';
import { createUser } from '../helpers/fixtures';
import { useApiContext } from '../helpers/api-context';

// A signed-in page takes a fresh token as it is (issue 34: next-auth re-encrypted it on every
// view); the session it hands the browser must be the one next-auth's session route gives.
const ctx = useApiContext();

afterEach(() => vi.useRealTimers());

/** A cookie as next-auth issues it at sign-in (its profile claims, the user, version and session id). */
async function cookieOf(user: SessionUser, sid = randomUUID()) {
  const token = await encode({ token: { sub: String(user.id), name: user.name, email: `${user.username}@contoh.go.id`, picture: null, user, sv: 0, sid }, secret: process.env.NEXTAUTH_SECRET ?? '' });
  return `next-auth.session-token=${token}`;
}

/** A page request with this cookie, and the headers the page answered with. */
function pageRequest(cookie: string) {
  const headers = new Map<string, unknown>();
  const [name, value] = cookie.split(/=(.*)/s);
  const req = { headers: { cookie, host: 'localhost' }, cookies: { [name]: value }, method: 'GET', url: '/helpdesk/tickets' };
  const res = { getHeader: (n: string) => headers.get(n.toLowerCase()), setHeader: (n: string, v: unknown) => headers.set(n.toLowerCase(), v) };
  const context = { req, res, resolvedUrl: '/tickets', query: {} } as unknown as GetServerSidePropsContext;
  return { context, headers };
}

async function sessionOfPage(cookie: string) {
  const { context, headers } = pageRequest(cookie);
  const result = await guardedPageProps(context);
  return { result, reissued: headers.has('set-cookie') };
}

/** What next-auth's own session handling answers for the cookie. */
async function viaNextAuth(cookie: string): Promise<Session | null> {
  const { context } = pageRequest(cookie);
  return JSON.parse(JSON.stringify(await getServerSession(context.req, context.res, buildAuthOptions()))) as Session | null;
}

const withoutExpiry = (session: Session) => ({ ...session, expires: undefined });

describe('the session of a signed-in page', () => {
  it('is next-auth’s session, without re-issuing a fresh token', async () => {
    const agent = await createUser(ctx.db, { role: 'agent' });
    const cookie = await cookieOf(agent);
    const { result, reissued } = await sessionOfPage(cookie);
    expect(reissued).toBe(false);
    const session = (result as { props: { session: Session } }).props.session;
    expect(withoutExpiry(session)).toEqual(withoutExpiry((await viaNextAuth(cookie))!));
    expect(session.user).toMatchObject({ id: agent.id, current_role: 'agent', email: `${agent.username}@contoh.go.id` });
    expect(Date.parse(session.expires)).toBeGreaterThan(Date.now());
  });

  it('goes through next-auth (a new cookie) once the token is older than the re-issue age', async () => {
    const agent = await createUser(ctx.db, { role: 'agent' });
    const cookie = await cookieOf(agent);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (REISSUE_AFTER_SECONDS + 5) * 1000);
    const { result, reissued } = await sessionOfPage(cookie);
    expect(reissued).toBe(true);
    expect((result as { props: { session: Session } }).props.session.user).toMatchObject({ id: agent.id });
  });

  it('carries the current role and refuses an ended session, as next-auth does', async () => {
    const agent = await createUser(ctx.db, { role: 'agent' });
    const sid = randomUUID();
    const cookie = await cookieOf(agent, sid);
    expect(((await sessionOfPage(cookie)).result as { props: { session: Session } }).props.session.user.current_role).toBe('agent');

    await ctx.db.update(users).set({ currentRole: 'user' }).where(eq(users.id, agent.id));
    await forgetSessionState(agent.id);
    expect(((await sessionOfPage(cookie)).result as { props: { session: Session } }).props.session.user.current_role).toBe('user');

    await endSession(ctx.db, { sid, userId: agent.id, expiresAt: new Date(Date.now() + 3_600_000) });
    const ended = await sessionOfPage(cookie);
    expect(ended.result).toEqual({ redirect: { destination: expect.stringContaining('error=SessionEnded'), permanent: false } });
  });
});
