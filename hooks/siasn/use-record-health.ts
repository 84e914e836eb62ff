import { useQuery } from '@tanstack/react-query';
import { getRecordHealth } from '@/services/siasn-services';
import { siasnKeys } from '@/hooks/query-keys';

/** Kesehatan data of the own record (`nip` null) or a NIP's (staff). */
export function useRecordHealth(nip: string | null) {
  return useQuery({ queryKey: siasnKeys.recordHealth(nip), queryFn: ({ signal }) => getRecordHealth(nip, signal), retry: false, staleTime: 60_000 });
}
