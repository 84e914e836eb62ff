import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getBiodata, postBiodata } from '@/services/siasn-services';
import { siasnKeys } from '@/hooks/query-keys';
import type { BiodataChange } from '@/utils/schemas/siasn-biodata';

/** The changeable biodata fields and the change requests of the own record (`nip` null) or a NIP's. */
export function useBiodata(nip: string | null, { enabled = true } = {}) {
  return useQuery({ queryKey: siasnKeys.biodata(nip), queryFn: ({ signal }) => getBiodata(nip, signal), enabled, retry: false });
}

/** Sends a change; the requests are read again, and so is the biodata section once SIASN applies it. */
export function useSendBiodata(nip: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: BiodataChange) => postBiodata(nip, change),
    onSuccess: () => client.invalidateQueries({ queryKey: siasnKeys.biodata(nip) }),
  });
}
