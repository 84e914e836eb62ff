import { useQuery } from '@tanstack/react-query';
import { getIpAsn } from '@/services/siasn';
import { siasnKeys } from '@/hooks/query-keys';
import { SIASN_QUERY_OPTIONS } from './use-siasn-section';

/** The IP ASN score of the current year, once the NIP is known (from data utama). */
export function useIpAsn(nip: string | undefined) {
  return useQuery({
    queryKey: siasnKeys.ipAsn(nip ?? ''),
    queryFn: () => getIpAsn(nip ?? ''),
    enabled: !!nip,
    ...SIASN_QUERY_OPTIONS,
  });
}
