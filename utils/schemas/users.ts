import { z } from 'zod';
import { csv } from './common';
import { noNul } from './no-nul';
import { GROUP_VALUES, ROLE_VALUES } from './user-codes';

export { GROUP_VALUES, ROLE_VALUES } from './user-codes';

export const UserListQuerySchema = z.object({
  search: z.string().check(noNul()).trim().max(100).optional(),
  role: z.optional(csv(z.enum(ROLE_VALUES))),
  group: z.optional(csv(z.enum(GROUP_VALUES))),
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
  organization_name: string | null;
  current_role: (typeof ROLE_VALUES)[number];
  last_login_at: string | null;
  /** Set while an admin has deactivated the account. */
  deactivated_at: string | null;
}

export type { Paginated } from './common';
