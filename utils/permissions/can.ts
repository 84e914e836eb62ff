import { PERMISSION_RULES } from './rules';
import { PERMISSIONS, ROLES } from './types';
import type { Permission, PermissionContext, PermissionUser, Role } from './types';

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

// `permission` is a plain string because route wrappers and UI props pass names from data;
// an unknown name must be a denial, not a type error at runtime.
export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && Object.hasOwn(PERMISSION_RULES, value);
}

/**
 * The single access check used by both the API wrapper and the UI.
 * Denies when there is no user, the role is unknown, the permission is undefined, the role
 * is not listed for the permission, or the role's attribute check fails (including when the
 * context it needs is missing).
 */
export function can(
  user: PermissionUser | null | undefined,
  permission: string,
  context: PermissionContext = {},
): boolean {
  if (user == null || !isRole(user.current_role) || !isPermission(permission)) return false;
  const grant = PERMISSION_RULES[permission][user.current_role];
  if (grant === undefined) return false;
  if (grant === true) return true;
  return grant(user, context);
}

/**
 * The subset of `candidates` the user holds on this context, in the candidates' order.
 * Lets a ticket's options menu render from one call instead of a `can()` per item.
 */
export function allowedPermissions(
  user: PermissionUser | null | undefined,
  context: PermissionContext = {},
  candidates: readonly Permission[] = PERMISSIONS,
): Permission[] {
  return candidates.filter((permission) => can(user, permission, context));
}

// The permissions behind a ticket's options menu (status, priority, reminder, agent).
export const TICKET_OPTION_PERMISSIONS = [
  'options-ticket',
  'change-status',
  'change-priority-kategory',
  'reminder-ticket',
  'change-agent',
] as const satisfies readonly Permission[];
