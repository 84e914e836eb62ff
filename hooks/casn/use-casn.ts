import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { casnKeys } from '@/hooks/query-keys';
import { getCasnPublication, getCasnScores, listCasnPublications } from '@/services/casn';

export function useCasnPublications(query: { page: number; limit: number }) {
  return useQuery({ queryKey: casnKeys.publications(query), queryFn: () => listCasnPublications(query), placeholderData: keepPreviousData });
}

export function useCasnPublication(id: number | null) {
  return useQuery({ queryKey: casnKeys.publication(id ?? 0), queryFn: () => getCasnPublication(id ?? 0), enabled: id !== null });
}

export function useCasnScores() {
  return useQuery({ queryKey: casnKeys.scores(), queryFn: getCasnScores });
}
