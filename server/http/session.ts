import type { NextApiRequest } from 'next';
import { getToken, type JWT } from 'next-auth/jwt';
import type { SessionUser } from '@/utils/session-user';
import { getSessionState } from '@/server/auth/session-state-cache';
import { isSessionCurrent, withCurrentRole, type SessionClaims } from '@/server/auth/session-state';

// next-auth's cookie names (plain and `__Secure-` over HTTPS); a large token is split into `.0`, `.1`, ...
export const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;
const MAX_ENTRIES = 10_000;
const MAX_AGE_MS = 10 * 60_000;

interface Entry {
  user: SessionUser;
  claims: SessionClaims;
  /** The token's own claims a page session is built from (server/auth/page-session.ts). */
  token: Pick<JWT, 'email' | 'iat' | 'exp'>;
  /** When to decrypt again: the token's own expiry, at most MAX_AGE_MS after it was read. */
  until: number;
}

const KEY = Symbol.for('helpdesk.sessionTokens');
type Holder = { [KEY]?: Map<string, Entry> };

function decoded(): Map<string, Entry> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new Map();
  return holder[KEY];
}

/** The session cookie(s) exactly as sent, or undefined without one. */
function sessionCookie(req: NextApiRequest): string | undefined {
  const cookies = req.cookies ?? {};
  const parts = Object.keys(cookies)
    .filter((name) => SESSION_COOKIE.test(name))
    .sort()
    .map((name) => `${name}=${cookies[name]}`);
  // The secret is part of the key: a token is only ever trusted under the secret that verified it.
  return parts.length > 0 ? `${process.env.NEXTAUTH_SECRET ?? ''}\u0000${parts.join(';')}` : undefined;
}

const entryOf = (token: JWT, user: SessionUser): Omit<Entry, 'until'> => ({
  user,
  claims: { sv: token.sv, sid: token.sid },
  token: { email: token.email, iat: token.iat, exp: token.exp },
});

function remember(key: string, token: JWT, user: SessionUser): void {
  const map = decoded();
  const expiresAt = typeof token.exp === 'number' ? token.exp * 1000 : Date.now();
  map.set(key, { ...entryOf(token, user), until: Math.min(expiresAt, Date.now() + MAX_AGE_MS) });
  if (map.size > MAX_ENTRIES) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
}

/** The token's user and claims, decrypted once per distinct cookie value. */
async function decodeSession(req: NextApiRequest): Promise<Omit<Entry, 'until'> | null> {
  const key = sessionCookie(req);
  if (key) {
    const hit = decoded().get(key);
    if (hit && Date.now() < hit.until) return hit;
    if (hit) decoded().delete(key);
  }
  const token = await getToken({ req, secret: process.env.NEXTAUTH_SECRET });
  const user = token?.user;
  if (!token || !user) return null;
  if (key) remember(key, token, user);
  return entryOf(token, user);
}

/**
 * Reads the signed-in user from the next-auth JWT cookie, then checks it against the user's
 * session state (server/auth/session-state.ts, cached per user): a token whose version is old,
 * whose session was signed out, or whose account is deactivated or gone is no session at all, and
 * the role is the current one, so a demotion counts from the next request.
 *
 * Decrypting the token (HKDF key derivation plus A256GCM) costs ~0.15 ms, half of what the
 * framework spends on a whole static-JSON request; so a token already decrypted is reused until
 * its own `exp` (at most 10 minutes). The key is the exact cookie value: a changed, refreshed or
 * forged token is a different key and is decrypted (and verified) again. Invalid tokens are
 * never remembered.
 */
export async function getSessionUser(req: NextApiRequest): Promise<SessionUser | null> {
  return (await getCurrentSession(req))?.user ?? null;
}

/** `getSessionUser` with the token's own claims (e-mail, iat, exp): what a page session is built from. */
export async function getCurrentSession(req: NextApiRequest): Promise<Pick<Entry, 'user' | 'token'> | null> {
  const session = await decodeSession(req);
  if (!session) return null;
  const state = await getSessionState(session.user.id);
  if (!isSessionCurrent(state, session.claims)) return null;
  return { user: withCurrentRole(session.user, state), token: session.token };
}

/**
 * The session's `sid` (one per sign-in, server/auth/options.ts), for what the server remembers per
 * session (docs/privacy.md: a stated purpose). A token without one counts as one session per user.
 */
export async function getSessionId(req: NextApiRequest, user: SessionUser): Promise<string> {
  const session = await decodeSession(req);
  return session?.claims.sid ?? `user:${user.id}`;
}
