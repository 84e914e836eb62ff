import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listUsers } from '@/services/users';
import { userKeys } from '@/hooks/query-keys';
import type { UserListQuery } from '@/utils/schemas/users';

export function useUsers(query: UserListQuery) {
  return useQuery({ queryKey: userKeys.list(query), queryFn: () => listUsers(query), placeholderData: keepPreviousData });
}
