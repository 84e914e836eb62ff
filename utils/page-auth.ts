import type { NextPage } from 'next';
import { can, type Permission } from '@/utils/permissions';
import type { Role, SessionUser } from '@/utils/session-user';

/** What a page declares it needs: `Page.auth = { roles: ['admin'] }` or `{ permission: 'advanced-filter' }`. */
export interface PageAuth {
  roles?: readonly Role[];
  permission?: Permission;
}

export type GuardedPage<P = object> = NextPage<P> & { auth?: PageAuth };

/** Decided with the same permission module the API uses. */
export function meetsPageAuth(user: SessionUser | null | undefined, auth: PageAuth): boolean {
  if (!user?.id) return false;
  if (auth.roles && !auth.roles.includes(user.current_role)) return false;
  if (auth.permission && !can(user, auth.permission)) return false;
  return true;
}
