import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { siasnKeys } from '@/hooks/query-keys';
import { getPetaJabatan } from '@/services/peta-jabatan';

// The server keeps a unit's map ten minutes; the page reuses what it has for five.
const STALE_MS = 5 * 60_000;

/** A unit's job map (null: the province and its top units). */
export const petaJabatanKey = (unorId: string | null) => [...siasnKeys.all, 'peta-jabatan', unorId ?? 'root'] as const;

const optionsFor = (unorId: string | null) => ({
  queryKey: petaJabatanKey(unorId),
  queryFn: () => getPetaJabatan(unorId ?? undefined),
  staleTime: STALE_MS,
  retry: false,
});

export function usePetaJabatan(unorId: string | null, enabled = true) {
  return useQuery({ ...optionsFor(unorId), enabled });
}

/**
 * Loads a unit's map into the cache and answers it (the tree's loadData): selecting the unit
 * afterwards shows its positions without asking again.
 */
export function useFetchPetaJabatan() {
  const client = useQueryClient();
  return useCallback((unorId: string) => client.fetchQuery(optionsFor(unorId)), [client]);
}
