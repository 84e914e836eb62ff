import { useQuery } from '@tanstack/react-query';
import { listPriorities } from '@/services/references';
import { referenceKeys } from '@/hooks/query-keys';

const HOUR = 3_600_000;

export function usePriorities({ enabled = true } = {}) {
  return useQuery({ queryKey: referenceKeys.priorities(), queryFn: listPriorities, staleTime: HOUR, enabled });
}
