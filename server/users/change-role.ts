import { asc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { users, type Role } from '@/server/db/schema';
import { conflict, notFound } from '@/server/http/errors';
import { ui } from '@/locales/id/ui';
import { iso } from '@/server/tickets/user-summary';
import type { UserListItem } from '@/utils/schemas/users';
import type { SessionUser } from '@/utils/session-user';
import { recordHistory } from './histories';
import { userListColumns } from './list-users';

export interface ChangeRoleOptions {
  db: Database;
  actor: SessionUser;
  id: number;
  role: Role;
}

/**
 * `PATCH /users/{id}`: makes someone admin, agent or user. The admin rows are locked first, so two
 * admins demoting each other at once cannot leave the portal without an admin. The target's
 * history says who changed the role; the same role again changes nothing.
 */
export async function changeUserRole({ db, actor, id, role }: ChangeRoleOptions): Promise<UserListItem> {
  await db.transaction(async (tx) => {
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.currentRole, 'admin')).orderBy(asc(users.id)).for('update');
    const [target] = await tx.select({ role: users.currentRole }).from(users).where(eq(users.id, id)).for('update');
    if (!target) throw notFound('Pengguna tidak ditemukan');
    if (target.role === role) return;
    if (target.role === 'admin' && admins.length <= 1) {
      throw conflict('Admin terakhir tidak dapat diubah perannya; jadikan pengguna lain admin terlebih dahulu');
    }
    await tx.update(users).set({ currentRole: role, updatedAt: new Date() }).where(eq(users.id, id));
    const by = actor.id === id ? '' : ` oleh ${actor.name ?? actor.username}`;
    await recordHistory({ db: tx, userId: id, kind: 'role_changed', detail: `menjadi ${ui.roles[role]}${by}` });
  });
  const [row] = await db.select(userListColumns).from(users).where(eq(users.id, id));
  return { ...row, last_login_at: iso(row.last_login_at) };
}
