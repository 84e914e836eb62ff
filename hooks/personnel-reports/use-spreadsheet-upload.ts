import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { OnProgress } from '@/services/spreadsheets';
import type { ReplaceCounts } from '@/utils/schemas/spreadsheets';

/** An upload that replaces a table from an xlsx; what is under `refresh` is read again afterwards. */
export function useSpreadsheetUpload(upload: (file: File, onProgress?: OnProgress) => Promise<ReplaceCounts>, refresh: QueryKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: OnProgress }) => upload(file, onProgress),
    onSuccess: () => client.invalidateQueries({ queryKey: refresh }),
  });
}
