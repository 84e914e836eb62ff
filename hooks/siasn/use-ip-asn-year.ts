import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getIpAsnOfYear } from '@/services/siasn';
import { siasnKeys } from '@/hooks/query-keys';
import { SIASN_QUERY_OPTIONS } from './use-siasn-section';

/** The IP ASN score of a chosen year; the previous year's stays on screen while the next loads. */
export function useIpAsnYear(nip: string | undefined, tahun: number) {
  return useQuery({
    queryKey: siasnKeys.ipAsnYear(nip ?? '', tahun),
    queryFn: () => getIpAsnOfYear(nip ?? '', tahun),
    enabled: !!nip,
    placeholderData: keepPreviousData,
    ...SIASN_QUERY_OPTIONS,
  });
}
