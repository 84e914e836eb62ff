// Roles and sign-in groups without zod, so the admin screens can list them without shipping a
// validator (first-load JS budget). users.ts re-exports them next to its schemas.
export const ROLE_VALUES = ['admin', 'agent', 'user'] as const;
export const GROUP_VALUES = ['MASTER', 'PTPK', 'GOOGLE'] as const;
