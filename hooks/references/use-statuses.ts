import { useQuery } from '@tanstack/react-query';
import { listStatuses } from '@/services/references';
import { referenceKeys } from '@/hooks/query-keys';

const HOUR = 3_600_000;

export function useStatuses() {
  return useQuery({ queryKey: referenceKeys.statuses(), queryFn: listStatuses, staleTime: HOUR });
}
