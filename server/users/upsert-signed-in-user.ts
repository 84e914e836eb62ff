import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { users, type User, type UserGroup } from '@/server/db/schema';
import { deriveRole } from '@/server/auth/role';
import type { RoleRules } from '@/server/config';
import { recordHistory } from './histories';

export interface IdentityProfile {
  /** next-auth provider id, e.g. `simaster`; with `sub` it forms the custom_id. */
  provider: string;
  sub: string;
  username: string;
  group: UserGroup;
  name?: string | null;
  email?: string | null;
  image?: string | null;
  employeeNumber?: string | null;
  organizationId?: string | null;
}

export interface UpsertSignedInUserOptions {
  db: Database;
  profile: IdentityProfile;
  rules: RoleRules;
  /** A real sign-in records the login; seeding does not. */
  login?: { ipAddress?: string | null; userAgent?: string | null };
}

export function customIdOf(profile: Pick<IdentityProfile, 'provider' | 'sub'>): string {
  return `${profile.provider}|${profile.sub}`;
}

export async function upsertSignedInUser({ db, profile, rules, login }: UpsertSignedInUserOptions): Promise<User> {
  const customId = customIdOf(profile);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ currentRole: users.currentRole })
      .from(users)
      .where(eq(users.customId, customId));
    const currentRole = deriveRole(
      { existingRole: existing?.currentRole, username: profile.username, customId, organizationId: profile.organizationId },
      rules,
    );
    const now = new Date();
    const fields = {
      username: profile.username,
      name: profile.name ?? null,
      email: profile.email ?? null,
      image: profile.image ?? null,
      group: profile.group,
      employeeNumber: profile.employeeNumber ?? null,
      organizationId: profile.organizationId ?? null,
      currentRole,
      updatedAt: now,
      ...(login ? { lastLoginAt: now } : {}),
    };
    const [user] = await tx
      .insert(users)
      .values({ customId, ...fields })
      .onConflictDoUpdate({ target: users.customId, set: fields })
      .returning();
    if (login) {
      await recordHistory({ db: tx, userId: user.id, kind: 'login', ...login });
    }
    return user;
  });
}
