export * from './types';
export { PERMISSION_RULES } from './rules';
export { can, isRole, isPermission, allowedPermissions, TICKET_OPTION_PERMISSIONS } from './can';
export { toAccessUser } from './access-user';
export type { AccessUser, SessionUser } from './access-user';
