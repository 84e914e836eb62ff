import { can, type Permission, type PermissionContext } from '@/utils/permissions';
import type { SessionUser } from '@/utils/session-user';
import { forbidden } from './errors';

/** Attribute checks on a loaded resource, with the same module the UI uses; throws 403. */
export function authorize(user: SessionUser, permission: Permission, context: PermissionContext, message?: string): void {
  if (!can(user, permission, context)) throw forbidden(message);
}
