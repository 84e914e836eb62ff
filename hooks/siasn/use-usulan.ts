import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getUsulan, postUsulan, postUsulanDocument, type UsulanSubmission } from '@/services/siasn-services';
import { siasnKeys } from '@/hooks/query-keys';
import type { UsulanServiceKey } from '@/utils/catalogue/usulan';
import { SIASN_QUERY_OPTIONS } from './use-siasn-section';

/** The proposals of one service (or all: undefined) of the own NIP (`nip` null) or a NIP's. */
export function useUsulan(nip: string | null, service: UsulanServiceKey | undefined) {
  return useQuery({ queryKey: siasnKeys.usulan(nip, service ?? 'semua'), queryFn: ({ signal }) => getUsulan(nip, service, signal), ...SIASN_QUERY_OPTIONS, staleTime: 60_000 });
}

/** Sends a proposal with its document; every list of the inbox is read again. */
export function useSubmitUsulan(nip: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (submission: Omit<UsulanSubmission, 'nip'>) => postUsulan({ ...submission, nip }),
    onSuccess: () => client.invalidateQueries({ queryKey: siasnKeys.usulanLists(nip) }),
  });
}

/** Sends the new document of a proposal SIASN sent back; the inbox is read again. */
export function useResendUsulan(nip: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; file: File; onProgress?: (percent: number) => void }) => postUsulanDocument({ ...input, nip }),
    onSuccess: () => client.invalidateQueries({ queryKey: siasnKeys.usulanLists(nip) }),
  });
}
