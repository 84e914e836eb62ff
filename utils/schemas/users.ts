import { z } from 'zod';

export const ROLE_VALUES = ['admin', 'agent', 'user'] as const;
export const GROUP_VALUES = ['MASTER', 'PTPK', 'GOOGLE'] as const;

/** Comma-joined array values (section 5 query rule) back into a list. */
const csv = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .transform((s) => s.split(',').map((v) => v.trim()).filter(Boolean))
    .pipe(z.array(z.enum(values)));

export const UserListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  role: csv(ROLE_VALUES).optional(),
  group: csv(GROUP_VALUES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

export type UserListQuery = z.input<typeof UserListQuerySchema>;

export interface UserListItem {
  id: number;
  username: string;
  name: string | null;
  group: (typeof GROUP_VALUES)[number];
  employee_number: string | null;
  organization_id: string | null;
  current_role: (typeof ROLE_VALUES)[number];
  last_login_at: string | null;
}

export interface Paginated<T> {
  data: T[];
  total: number;
  page: number;
  limit: number;
}
