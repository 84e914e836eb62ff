import { useQuery } from '@tanstack/react-query';
import { listCategories } from '@/services/references';
import { referenceKeys } from '@/hooks/query-keys';

const HOUR = 3_600_000;

export function useCategories({ enabled = true } = {}) {
  return useQuery({ queryKey: referenceKeys.categories(), queryFn: listCategories, staleTime: HOUR, enabled });
}
