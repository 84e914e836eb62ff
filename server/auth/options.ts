import type { NextAuthOptions, Profile } from 'next-auth';
import { eq } from 'drizzle-orm';
import { getConfig, getRoleRules } from '@/server/config';
import { getDb } from '@/server/db';
import { users } from '@/server/db/schema';
import { getLogger } from '@/server/log';
import { toSessionUser } from '@/server/users/session-user';
import { upsertSignedInUser, type IdentityProfile } from '@/server/users/upsert-signed-in-user';
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

export function buildAuthOptions(meta: RequestMeta = {}): NextAuthOptions {
  const config = getConfig();
  const log = getLogger().child({ scope: 'auth' });
  return {
    secret: config.NEXTAUTH_SECRET,
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    providers: buildProviders(config),
    pages: { signIn: SIGN_IN_PAGE, error: ERROR_PAGE },
    callbacks: {
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
          return { ...token, sub: String(user.id), user: toSessionUser(user) };
        }
        if (trigger === 'update' && token.user) {
          // Roles change in the portal; an explicit session update picks them up without a new sign-in.
          const [user] = await db.select().from(users).where(eq(users.id, token.user.id));
          return user ? { ...token, user: toSessionUser(user) } : { ...token, user: undefined };
        }
        return token;
      },
      session({ session, token }) {
        return token.user ? { ...session, user: { ...session.user, ...token.user } } : session;
      },
    },
    logger: {
      error: (code, metadata) => log.error({ code, metadata }, 'next-auth error'),
      warn: (code) => log.warn({ code }, 'next-auth warning'),
      debug: (code, metadata) => log.debug({ code, metadata }, 'next-auth debug'),
    },
  };
}
