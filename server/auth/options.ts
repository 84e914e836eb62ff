import { randomUUID } from 'node:crypto';
import type { NextAuthOptions, Profile } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import { eq } from 'drizzle-orm';
import { getConfig, getRoleRules } from '@/server/config';
import { getDb } from '@/server/db';
import { users } from '@/server/db/schema';
import { getLogger } from '@/server/log';
import { toSessionUser } from '@/server/users/session-user';
import { customIdOf, upsertSignedInUser, type IdentityProfile } from '@/server/users/upsert-signed-in-user';
import { endSession } from './end-sessions';
import { getSessionState } from './session-state-cache';
import { isSessionCurrent, withCurrentRole } from './session-state';
import { buildProviders, PROVIDER_GROUPS, IdentityClaimsSchema } from './providers';

export const AUTH_BASE_PATH = '/helpdesk/api/auth';
export const SIGN_IN_PAGE = '/helpdesk/auth/signin';
export const ERROR_PAGE = '/helpdesk/auth/error';
const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60; // one working day

export interface RequestMeta {
  ipAddress?: string | null;
  userAgent?: string | null;
}

function identityProfileOf(provider: string, profile: Profile): IdentityProfile {
  const claims = IdentityClaimsSchema.parse(profile);
  return {
    provider,
    sub: claims.sub,
    username: claims.preferred_username ?? claims.email ?? claims.sub,
    group: PROVIDER_GROUPS[provider] ?? 'GOOGLE',
    name: claims.name,
    email: claims.email,
    image: claims.picture,
    employeeNumber: claims.employee_number,
    organizationId: claims.organization_id,
  };
}

/** Thrown in the jwt callback for a revoked session: next-auth then clears the cookie and answers no session. */
export const SESSION_REVOKED = 'SESSION_REVOKED';

/** The session's token with the user's current role, or an error when the session has ended. */
async function currentToken(token: JWT): Promise<JWT> {
  if (!token.user) return token;
  const state = await getSessionState(token.user.id);
  if (!isSessionCurrent(state, token)) throw new Error(SESSION_REVOKED);
  const user = withCurrentRole(token.user, state);
  return user === token.user ? token : { ...token, user };
}

/** A deactivated account is turned away before anything is written (docs/auth.md, Sessions). */
async function isDeactivated(provider: string, profile: Profile | undefined): Promise<boolean> {
  const sub = profile && IdentityClaimsSchema.safeParse(profile).data?.sub;
  if (!sub) return false;
  const db = await getDb();
  const [row] = await db.select({ deactivatedAt: users.deactivatedAt }).from(users).where(eq(users.customId, customIdOf({ provider, sub })));
  return row?.deactivatedAt != null;
}

export function buildAuthOptions(meta: RequestMeta = {}): NextAuthOptions {
  const config = getConfig();
  const log = getLogger().child({ scope: 'auth' });
  return {
    secret: config.NEXTAUTH_SECRET,
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    providers: buildProviders(config),
    pages: { signIn: SIGN_IN_PAGE, error: ERROR_PAGE },
    callbacks: {
      async signIn({ account, profile }) {
        if (account && (await isDeactivated(account.provider, profile))) {
          log.info({ provider: account.provider }, 'sign-in refused: account deactivated');
          return `${ERROR_PAGE}?error=AccountDeactivated`;
        }
        return true;
      },
      async jwt({ token, account, profile, trigger }) {
        const db = await getDb();
        if (account && profile) {
          const user = await upsertSignedInUser({
            db,
            profile: identityProfileOf(account.provider, profile),
            rules: getRoleRules(config),
            login: meta,
          });
          log.info({ userId: user.id, provider: account.provider }, 'signed in');
          return { ...token, sub: String(user.id), user: toSessionUser(user), sv: user.sessionVersion, sid: randomUUID() };
        }
        const current = await currentToken(token);
        if (trigger === 'update' && current.user) {
          // A profile change (name, photo) reaches the token on an explicit session update.
          const [user] = await db.select().from(users).where(eq(users.id, current.user.id));
          return user ? { ...current, user: toSessionUser(user) } : { ...current, user: undefined };
        }
        return current;
      },
      session({ session, token }) {
        return token.user ? { ...session, user: { ...session.user, ...token.user } } : session;
      },
    },
    events: {
      // Signing out on this device ends this session only: its sid is refused until the token expires.
      async signOut({ token }) {
        if (!token?.sid || !token.user) return;
        const expiresAt = new Date(typeof token.exp === 'number' ? token.exp * 1000 : Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
        await endSession(await getDb(), { sid: token.sid, userId: token.user.id, expiresAt });
      },
    },
    logger: {
      error: (code, metadata) => {
        // An ended session asking for itself is expected, not an error.
        if (code === 'JWT_SESSION_ERROR' && metadata instanceof Error && metadata.message === SESSION_REVOKED) {
          log.info('session ended: cookie cleared');
          return;
        }
        log.error({ code, metadata }, 'next-auth error');
      },
      warn: (code) => log.warn({ code }, 'next-auth warning'),
      debug: (code, metadata) => log.debug({ code, metadata }, 'next-auth debug'),
    },
  };
}
