import type { Role } from '@/utils/session-user';

export const ROLE_COLORS: Record<Role, string> = { admin: 'volcano', agent: 'geekblue', user: 'default' };
