import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listOwnDataReads } from '@/services/privacy';

export const privacyKeys = {
  ownReads: (query: { page: number; limit: number }) => ['privacy', 'own-reads', query] as const,
};

/** Who among the staff read the own record, a page at a time. */
export function useOwnDataReads(query: { page: number; limit: number }) {
  return useQuery({ queryKey: privacyKeys.ownReads(query), queryFn: () => listOwnDataReads(query), placeholderData: keepPreviousData });
}
