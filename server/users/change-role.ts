import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { users, type Role } from '@/server/db/schema';
import { conflict, notFound } from '@/server/http/errors';
import { ui } from '@/locales/id/ui';
import { forgetSessionState } from '@/server/auth/session-state-cache';
import type { UserListItem } from '@/utils/schemas/users';
import type { SessionUser } from '@/utils/session-user';
import { recordHistory } from './histories';
import { readUserListItem } from './list-users';
import { lockActiveAdmins } from './set-user-active';

export interface ChangeRoleOptions {
  db: Database;
  actor: SessionUser;
  id: number;
  role: Role;
}

/**
 * `PATCH /users/{id}`: makes someone admin, agent or user. The admin rows are locked first, so two
 * admins demoting each other at once cannot leave the portal without an active admin; the
 * demoted person's sessions carry the new role from their next request. The target's
 * history says who changed the role; the same role again changes nothing.
 */
export async function changeUserRole({ db, actor, id, role }: ChangeRoleOptions): Promise<UserListItem> {
  await db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const [target] = await tx.select({ role: users.currentRole }).from(users).where(eq(users.id, id)).for('update');
    if (!target) throw notFound('Pengguna tidak ditemukan');
    if (target.role === role) return;
    if (target.role === 'admin' && admins.length <= 1 && admins[0]?.id === id) {
      throw conflict('Admin terakhir tidak dapat diubah perannya; jadikan pengguna lain admin terlebih dahulu');
    }
    await tx.update(users).set({ currentRole: role, updatedAt: new Date() }).where(eq(users.id, id));
    const by = actor.id === id ? '' : ` oleh ${actor.name ?? actor.username}`;
    await recordHistory({ db: tx, userId: id, kind: 'role_changed', detail: `menjadi ${ui.roles[role]}${by}` });
  });
  await forgetSessionState(id);
  return readUserListItem(db, id);
}
