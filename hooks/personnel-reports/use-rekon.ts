import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { uploadMfaList } from '@/services/mfa';
import { getRekonSummary, listRekonMfa, type PageQuery, type RekonMfaFilters } from '@/services/personnel-reports';
import type { OnProgress } from '@/services/spreadsheets';
import { rekonKeys } from './keys';

/** The reconciliation counts; the IP ASN ones of `tahun`. */
export function useRekonSummary(tahun: number) {
  return useQuery({ queryKey: rekonKeys.summary(tahun), queryFn: () => getRekonSummary(tahun), placeholderData: keepPreviousData });
}

/** The employees behind one MFA count, a page at a time. */
export function useRekonMfa(query: RekonMfaFilters & PageQuery) {
  return useQuery({ queryKey: rekonKeys.mfa(query), queryFn: () => listRekonMfa(query), placeholderData: keepPreviousData });
}

/** Replaces the MFA activation list with an xlsx; every count is read again afterwards. */
export function useUploadMfa() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: OnProgress }) => uploadMfaList(file, onProgress),
    onSuccess: () => client.invalidateQueries({ queryKey: rekonKeys.all }),
  });
}
