import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { departments, users } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';

/** The signed-in user's own record, as the portal shows it (no internal columns). */
export async function getUserInformation({ db, userId }: { db: Database; userId: number }) {
  const [user] = await db
    .select({
      id: users.id,
      custom_id: users.customId,
      username: users.username,
      name: users.name,
      email: users.email,
      image: users.image,
      group: users.group,
      employee_number: users.employeeNumber,
      organization_id: users.organizationId,
      /** The unit's name (departments), so no screen has to show its id. */
      organization_name: departments.name,
      current_role: users.currentRole,
      last_login_at: users.lastLoginAt,
      created_at: users.createdAt,
    })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.organizationId))
    .where(eq(users.id, userId));
  if (!user) throw notFound('Pengguna tidak ditemukan');
  return user;
}
