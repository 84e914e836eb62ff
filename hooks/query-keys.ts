import type { UserListQuery } from '@/utils/schemas/users';

/** The one query-key factory: mutations invalidate through these. */
export const userKeys = {
  all: ['users'] as const,
  information: () => [...userKeys.all, 'information'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: UserListQuery) => [...userKeys.lists(), query] as const,
};
