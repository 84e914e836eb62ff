import type { Role, UserGroup } from '@/utils/session-user';

export const ROLE_COLORS: Record<Role, string> = { admin: 'volcano', agent: 'geekblue', user: 'default' };

// Spec section 4: participant group colours.
export const GROUP_COLORS: Record<UserGroup, string> = { MASTER: 'red', PTPK: 'yellow', GOOGLE: 'green' };
