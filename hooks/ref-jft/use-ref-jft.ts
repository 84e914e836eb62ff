import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { siasnKeys } from '@/hooks/query-keys';
import { getRefJft, uploadRefJft, type RefJftFilters } from '@/services/ref-jft';
import type { OnProgress } from '@/services/spreadsheets';

/** The JFT reference's lists (the peta-jabatan hook extends siasnKeys the same way). */
const refJftKeys = {
  all: [...siasnKeys.all, 'ref-jft'] as const,
  list: (filters: RefJftFilters) => [...refJftKeys.all, filters] as const,
};

export function useRefJft(filters: RefJftFilters) {
  return useQuery({ queryKey: refJftKeys.list(filters), queryFn: () => getRefJft(filters), placeholderData: keepPreviousData });
}

/** Replaces the reference with an xlsx; every list is read again afterwards. */
export function useUploadRefJft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: OnProgress }) => uploadRefJft(file, onProgress),
    onSuccess: () => client.invalidateQueries({ queryKey: refJftKeys.all }),
  });
}
