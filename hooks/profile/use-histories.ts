import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listHistories } from '@/services/users';
import { historyKeys } from '@/hooks/query-keys';

/** Own activity; `page` is zero-based like the API. */
export function useHistories(page: number, limit: number) {
  return useQuery({ queryKey: historyKeys.page(page, limit), queryFn: () => listHistories(page, limit), placeholderData: keepPreviousData });
}
