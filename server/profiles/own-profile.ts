import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestMeta } from '@/server/comments/request-meta';
import type { Database } from '@/server/db/client';
import { departments, profiles, users } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import type { Reader } from '@/server/db/sql-helpers';
import { iso, userSummaryColumns } from '@/server/tickets/user-summary';
import { recordHistory } from '@/server/users/histories';
import type { OwnProfile, ProfilePatchSchema } from '@/utils/schemas/knowledge';

/** The signed-in user's identity (from the provider) with the fields they edit here. */
export async function getOwnProfile({ db, userId }: { db: Reader; userId: number }): Promise<OwnProfile> {
  const [row] = await db
    .select({
      user: {
        ...userSummaryColumns(users),
        group: users.group,
        email: users.email,
        employee_number: users.employeeNumber,
        organization_id: users.organizationId,
        organization_name: departments.name,
      },
      bio: profiles.bio,
      phone: profiles.phone,
      position: profiles.position,
      updated_at: profiles.updatedAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(departments, eq(departments.id, users.organizationId))
    .where(eq(users.id, userId));
  if (!row) throw notFound('Pengguna tidak ditemukan');
  return { ...row, updated_at: iso(row.updated_at) };
}

export interface UpdateProfileOptions {
  db: Database;
  userId: number;
  input: z.output<typeof ProfilePatchSchema>;
  meta?: RequestMeta;
}

/** Upserts the profile row (the first edit creates it) and records 'Anda memperbarui profil'. */
export async function updateOwnProfile({ db, userId, input, meta = {} }: UpdateProfileOptions): Promise<OwnProfile> {
  await db.transaction(async (tx) => {
    const values = { bio: input.bio, phone: input.phone, position: input.position, updatedAt: new Date() };
    await tx.insert(profiles).values({ userId, ...values }).onConflictDoUpdate({ target: profiles.userId, set: values });
    await recordHistory({ db: tx, userId, kind: 'profile_updated', ...meta });
  });
  return getOwnProfile({ db, userId });
}
