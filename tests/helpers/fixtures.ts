import type { Database } from '@/server/db/client';
import { users, type Role, type UserGroup } from '@/server/db/schema';
import { toSessionUser } from '@/server/users/session-user';
import type { SessionUser } from '@/utils/session-user';

let counter = 0;

/** Inserts a user and returns what the session would carry for them. */
export async function createUser(
  db: Database,
  { role = 'user', group = 'MASTER', username }: { role?: Role; group?: UserGroup; username?: string } = {},
): Promise<SessionUser> {
  counter += 1;
  const name = username ?? `${role}-${counter}-${Date.now()}`;
  const [row] = await db
    .insert(users)
    .values({
      customId: `simaster|test-${name}`,
      username: name,
      name: `Pengguna ${name}`,
      group,
      employeeNumber: `1990010120200${String(counter).padStart(5, '0')}`,
      organizationId: role === 'user' ? 'DINKES.01' : 'BKD.01',
      currentRole: role,
    })
    .returning();
  return toSessionUser(row);
}
