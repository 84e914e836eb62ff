import { useCallback } from 'react';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { editUnor, listUnor, type UnorEditBody } from '@/services/personnel-reports';
import type { UnorNode } from '@/utils/schemas/unor';
import { unorKeys } from './keys';

// Units change only with a sync (which refreshes them) or an edit (which patches them in place).
const STALE_MS = 5 * 60_000;

const childrenOptions = (parentId: string | null) => ({
  queryKey: unorKeys.children(parentId),
  queryFn: () => listUnor(parentId ? { parentId } : {}),
  staleTime: STALE_MS,
});

/** The top units. */
export const useUnorRoots = () => useQuery(childrenOptions(null));

/** The children of each opened unit, by its id (as the cache holds them, so edits show at once). */
export function useUnorLevels(parentIds: string[]): Record<string, UnorNode[] | undefined> {
  const combine = useCallback((results: { data?: UnorNode[] }[]) => Object.fromEntries(parentIds.map((id, i) => [id, results[i]?.data])), [parentIds]);
  return useQueries({ queries: parentIds.map(childrenOptions), combine });
}

/** Loads a unit's children into the cache (the tree's loadData). */
export function useFetchUnorChildren() {
  const client = useQueryClient();
  return useCallback((parentId: string) => client.fetchQuery(childrenOptions(parentId)), [client]);
}

/** Units whose name holds `term` (at least 2 characters), up to 50. */
export function useUnorSearch(term: string) {
  return useQuery({ queryKey: unorKeys.search(term), queryFn: () => listUnor({ search: term }), enabled: term.length >= 2, placeholderData: keepPreviousData, staleTime: STALE_MS });
}

/** Saves a unit's disparity columns; the saved unit replaces its copy in every level and search. */
export function useEditUnor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UnorEditBody }) => editUnor(id, body),
    onSuccess: (saved) => client.setQueriesData<UnorNode[]>({ queryKey: unorKeys.all }, (units) => units?.map((unit) => (unit.id === saved.id ? saved : unit))),
  });
}
