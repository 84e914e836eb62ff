import { useQuery } from '@tanstack/react-query';
import { checkConnections } from '@/services/connections';
import { connectionKeys } from '@/hooks/query-keys';

/** The connection check, run only on demand (`refetch`): each run calls every outside system. */
export function useConnectionCheck() {
  return useQuery({ queryKey: connectionKeys.check(), queryFn: checkConnections, enabled: false, retry: false, staleTime: Infinity });
}
