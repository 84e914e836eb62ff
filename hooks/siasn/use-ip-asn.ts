import { useQuery } from '@tanstack/react-query';
import { getIpAsn } from '@/services/siasn';
import { siasnKeys } from '@/hooks/query-keys';
import { SIASN_QUERY_OPTIONS } from './use-siasn-section';

/** SIASN's current IP ASN score and the kept years, once the NIP is known (the Data Utama card and the IP ASN page share it). */
export function useIpAsn(nip: string | undefined) {
  return useQuery({
    queryKey: siasnKeys.ipAsn(nip ?? ''),
    queryFn: ({ signal }) => getIpAsn(nip ?? '', signal),
    enabled: !!nip,
    ...SIASN_QUERY_OPTIONS,
  });
}
