import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getOwnDataExport, requestOwnDataExport } from '@/services/privacy';

const ownExportKey = ['privacy', 'own-export'] as const;
/** How often the card asks while a copy is being built. */
const BUILDING_POLL_MS = 3000;

/** The latest copy; polled while it is being built, so the card turns to "Unduh" by itself. */
export function useOwnDataExport() {
  return useQuery({
    queryKey: ownExportKey,
    queryFn: getOwnDataExport,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? BUILDING_POLL_MS : false),
  });
}

export function useRequestOwnDataExport() {
  const client = useQueryClient();
  return useMutation({ mutationFn: requestOwnDataExport, onSuccess: (view) => client.setQueryData(ownExportKey, view) });
}
