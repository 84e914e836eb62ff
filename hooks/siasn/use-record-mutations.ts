import { useMutation, useQueryClient } from '@tanstack/react-query';
import { siasnKeys } from '@/hooks/query-keys';
import { deleteRecord, saveRecord, uploadRecordDocument } from '@/services/siasn-records';
import { RECORD_KIND_INFO, type RecordKind } from '@/utils/catalogue/personnel-writes';
import type { AnyRecordInput } from '@/utils/schemas/siasn-records';

// Writes of one kind of history entry on one record (`nip` null: the own record). After each, the
// section that shows the entry is read again (the server has dropped its cached copy).

function useRereadSection(kind: RecordKind, nip: string | null) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: siasnKeys.section(nip, RECORD_KIND_INFO[kind].section) });
}

export function useSaveRecord(kind: RecordKind, nip: string | null) {
  const reread = useRereadSection(kind, nip);
  return useMutation({
    mutationFn: (input: AnyRecordInput) => saveRecord(kind, input, nip),
    onSuccess: () => reread(),
  });
}

export function useDeleteRecord(kind: RecordKind, nip: string | null) {
  const reread = useRereadSection(kind, nip);
  return useMutation({
    mutationFn: (id: string) => deleteRecord(kind, id, nip),
    onSuccess: () => reread(),
  });
}

export function useUploadRecordDocument(kind: RecordKind, nip: string | null) {
  const reread = useRereadSection(kind, nip);
  return useMutation({
    mutationFn: ({ id, file, onProgress }: { id: string; file: File; onProgress: (percent: number) => void }) =>
      uploadRecordDocument({ kind, idRiwayat: id, file, nip, onProgress }),
    onSuccess: () => reread(),
  });
}
