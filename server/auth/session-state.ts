import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { revokedSessions, users } from '@/server/db/schema';
import type { Role } from '@/utils/session-user';

/**
 * What every request checks its token against: the user's current role, session version and
 * whether the account is active, plus the sessions signed out one by one. A token is a JWT; it
 * stays decodable for hours, so this is what makes demotion, deactivation, "Keluar dari semua
 * perangkat" and signing out take effect on the next request.
 */
export interface SessionState {
  role: Role;
  version: number;
  active: boolean;
  /** `sid`s of this user's signed-out sessions that have not expired yet. */
  revoked: string[];
}

/** The claims of a token that the state is compared with (types/next-auth.d.ts). */
export interface SessionClaims {
  sv?: number;
  sid?: string;
}

export async function loadSessionState(db: Database, userId: number): Promise<SessionState | null> {
  const [row] = await db
    .select({
      role: users.currentRole,
      version: users.sessionVersion,
      deactivatedAt: users.deactivatedAt,
      revoked: sql<string[]>`coalesce((select array_agg(${revokedSessions.sid}) from ${revokedSessions}
        where ${and(eq(revokedSessions.userId, users.id), gt(revokedSessions.expiresAt, sql`now()`))}), '{}')`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  return { role: row.role, version: row.version, active: row.deactivatedAt === null, revoked: row.revoked };
}

/** The session's user with the role the state says is current (a demotion counts at once). */
export function withCurrentRole<U extends { current_role: Role }>(user: U, state: SessionState): U {
  return state.role === user.current_role ? user : { ...user, current_role: state.role };
}

/** Tokens from before versions existed carry none: they count as version 0. */
export function isSessionCurrent(state: SessionState | null, claims: SessionClaims): state is SessionState {
  if (!state || !state.active) return false;
  if (state.version !== (claims.sv ?? 0)) return false;
  return !(claims.sid && state.revoked.includes(claims.sid));
}
