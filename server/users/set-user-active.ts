import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { forgetSessionState } from '@/server/auth/session-state-cache';
import { conflict, notFound } from '@/server/http/errors';
import type { UserListItem } from '@/utils/schemas/users';
import type { SessionUser } from '@/utils/session-user';
import { recordHistory } from './histories';
import { readUserListItem } from './list-users';

export interface SetUserActiveOptions {
  db: Database;
  actor: SessionUser;
  id: number;
  active: boolean;
}

/** The active admins, locked: two admins deactivating each other at once cannot both succeed. */
export function lockActiveAdmins(tx: Pick<Database, 'select'>) {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.currentRole, 'admin'), isNull(users.deactivatedAt)))
    .orderBy(asc(users.id))
    .for('update');
}

/**
 * `PUT /users/{id}/activation`: an admin deactivates or reactivates someone else's account
 * (utils/permissions: deactivate-user). Deactivating ends every session at once (the version is
 * raised and the state forgotten) and refuses later sign-ins; the last active admin stays.
 */
export async function setUserActive({ db, actor, id, active }: SetUserActiveOptions): Promise<UserListItem> {
  const changed = await db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const [target] = await tx.select({ role: users.currentRole, deactivatedAt: users.deactivatedAt }).from(users).where(eq(users.id, id)).for('update');
    if (!target) throw notFound('Pengguna tidak ditemukan');
    if ((target.deactivatedAt === null) === active) return false;
    if (!active && target.role === 'admin' && admins.length <= 1) {
      throw conflict('Admin aktif terakhir tidak dapat dinonaktifkan; jadikan pengguna lain admin terlebih dahulu');
    }
    await tx
      .update(users)
      .set(active ? { deactivatedAt: null, updatedAt: new Date() } : { deactivatedAt: new Date(), sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, id));
    await recordHistory({ db: tx, userId: id, kind: active ? 'reactivated' : 'deactivated', detail: `oleh ${actor.name ?? actor.username}` });
    return true;
  });
  if (changed) await forgetSessionState(id);
  return readUserListItem(db, id);
}
