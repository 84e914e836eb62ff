import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getGelar, putGelar } from '@/services/siasn-services';
import { siasnKeys } from '@/hooks/query-keys';

/** The degrees of the own education history and the name they give (GelarState). */
export function useGelar({ enabled = true } = {}) {
  return useQuery({ queryKey: siasnKeys.gelar(), queryFn: ({ signal }) => getGelar(signal), enabled, retry: false });
}

interface Toggle {
  pendidikanId: string;
  lokasi: 'depan' | 'belakang';
  checked: boolean;
}

/** Checks or unchecks a degree's title at one place; the answer is the new state, kept as the query's. */
export function useToggleGelar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ pendidikanId, lokasi, checked }: Toggle) => putGelar(pendidikanId, lokasi, checked),
    onSuccess: (state) => client.setQueryData(siasnKeys.gelar(), state),
  });
}
