import { useQuery } from '@tanstack/react-query';
import { getAssessment } from '@/services/siasn';
import { siasnKeys } from '@/hooks/query-keys';
import { SIASN_QUERY_OPTIONS } from './use-siasn-section';

/** Potensi and kompetensi of the own record (`nip` null) or any NIP's (staff); fresh for 5 minutes like the server's copy. */
export function useAssessment(nip: string | null) {
  return useQuery({
    queryKey: siasnKeys.assessment(nip),
    queryFn: () => getAssessment(nip),
    ...SIASN_QUERY_OPTIONS,
  });
}
