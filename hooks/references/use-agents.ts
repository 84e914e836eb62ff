import { useQuery } from '@tanstack/react-query';
import { listAgents } from '@/services/references';
import { referenceKeys } from '@/hooks/query-keys';

const FIVE_MINUTES = 300_000;

export function useAgents({ enabled = true } = {}) {
  return useQuery({ queryKey: referenceKeys.agents(), queryFn: listAgents, staleTime: FIVE_MINUTES, enabled });
}
