import type { IncomingMessage } from 'node:http';
import type { NextApiRequest } from 'next';
import type { Session } from 'next-auth';
import { getCurrentSession } from '@/server/http/session';

/** A token younger than this is taken as it is by a page; an older one goes through next-auth, which re-issues it. */
export const REISSUE_AFTER_SECONDS = 10 * 60;

/**
 * The session of a signed-in page while its token is fresh: the object next-auth's session route
 * gives (its defaults, then the session callback's user with the current role, server/auth/options.ts)
 * from the decoded token getSessionUser keeps and its revocation check. next-auth would decrypt
 * the token, run the callbacks and encrypt it again with a new expiry on every page view, ~0.5 ms
 * of a page's CPU (issue 34); the expiry still moves forward at least every REISSUE_AFTER_SECONDS
 * of use. Null: no session, one no longer current, or a token due to be re-issued: next-auth decides.
 */
export async function freshPageSession(req: IncomingMessage): Promise<Session | null> {
  const current = await getCurrentSession(req as NextApiRequest);
  if (!current) return null;
  const { user, token } = current;
  if (typeof token.iat !== 'number' || typeof token.exp !== 'number' || Date.now() / 1000 - token.iat > REISSUE_AFTER_SECONDS) return null;
  const session: Session = { user: { email: token.email, ...user }, expires: new Date(token.exp * 1000).toISOString() };
  // Page props are JSON: a field left undefined would fail the render.
  return JSON.parse(JSON.stringify(session)) as Session;
}
