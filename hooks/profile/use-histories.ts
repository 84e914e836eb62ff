import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listHistories } from '@/services/users';
import { historyKeys } from '@/hooks/query-keys';

/** Own activity, or another user's for admins; `page` is zero-based like the API. */
export function useHistories(page: number, limit: number, userId?: number) {
  return useQuery({
    queryKey: historyKeys.page(page, limit, userId),
    queryFn: () => listHistories(page, limit, userId),
    placeholderData: keepPreviousData,
  });
}
