import { useQuery } from '@tanstack/react-query';
import { getSiasnSection } from '@/services/siasn';
import { siasnKeys } from '@/hooks/query-keys';
import type { PersonnelSectionKey } from '@/utils/catalogue/personnel-sections';

// The portal keeps a read fresh for 5 minutes (SIASN_CACHE_SECONDS): clicking back to a section
// in that time asks nobody. No automatic retry: the server already retried SIASN once, and a
// second 20 s timeout would keep the skeleton up for 40 s; the error offers "Coba lagi".
export const SIASN_QUERY_OPTIONS = { staleTime: 5 * 60_000, retry: false } as const;

/** One section of the own record (`nip` null) or of any NIP. */
export function useSiasnSection<T>(nip: string | null, section: PersonnelSectionKey, { enabled = true } = {}) {
  return useQuery({
    queryKey: siasnKeys.section(nip, section),
    queryFn: ({ signal }) => getSiasnSection<T>(nip, section, signal),
    enabled,
    ...SIASN_QUERY_OPTIONS,
  });
}
