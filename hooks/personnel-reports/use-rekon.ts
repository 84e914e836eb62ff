import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRekonSummary, listRekonMfa, type PageQuery, type RekonMfaFilters } from '@/services/personnel-reports';
import { rekonKeys } from './keys';

/** The reconciliation counts; the IP ASN ones of `tahun`. */
export function useRekonSummary(tahun: number) {
  return useQuery({ queryKey: rekonKeys.summary(tahun), queryFn: () => getRekonSummary(tahun), placeholderData: keepPreviousData });
}

/** The employees behind one MFA count, a page at a time. */
export function useRekonMfa(query: RekonMfaFilters & PageQuery) {
  return useQuery({ queryKey: rekonKeys.mfa(query), queryFn: () => listRekonMfa(query), placeholderData: keepPreviousData });
}
