import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { siasnKeys } from '@/hooks/query-keys';
import { searchReference } from '@/services/siasn-records';

/** A page of a synced SIASN reference list matching `q` (the portal's copy; SIASN is not asked). */
export function useRecordReference(name: string, q: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: siasnKeys.reference(name, q),
    queryFn: () => searchReference(name, q),
    enabled,
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
}
