import { isRole } from './can';
import type { PermissionUser, Role } from './types';

// The session's user as spec section 3 describes it.
export interface SessionUser {
  id: number;
  current_role: Role | string;
  organization_id?: string | number | null;
}

// Spec section 3: the access layer builds a user with id, current_role, organization and a
// roles list that holds only the current role. Keeping `roles` a one-element tuple makes
// "a user has one role at a time" visible in the type.
export interface AccessUser extends PermissionUser {
  organization: string | number | null;
  roles: [Role];
}

/**
 * Builds the access-layer user from a session user. Returns null when there is no user or
 * the session carries a role outside admin/agent/user, so `can()` then denies everything.
 */
export function toAccessUser(sessionUser: SessionUser | null | undefined): AccessUser | null {
  if (sessionUser == null || !isRole(sessionUser.current_role)) return null;
  const role = sessionUser.current_role;
  return {
    id: sessionUser.id,
    current_role: role,
    organization: sessionUser.organization_id ?? null,
    roles: [role],
  };
}
