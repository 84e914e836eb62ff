import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ticketKeys } from '@/hooks/query-keys';
import { listTickets } from '@/services/tickets';
import type { TicketListUrlFilters } from '@/utils/query/url-params';
import { findNeighbours, type Neighbours } from '@/utils/rules/ticket-neighbours';

const NONE: Neighbours = { previous: null, next: null };

/**
 * The tickets before and after this one in the list it was opened from (`list`, its filters).
 * Read once on arrival and kept: taking the ticket may move it out of the filter, and "Berikutnya"
 * should still lead where it led. The list's pages come through the list's own cache.
 */
export function useTicketNeighbours(ticketId: number, list: TicketListUrlFilters | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ticketKeys.neighbours(ticketId, JSON.stringify(list ?? null)),
    queryFn: () =>
      list ? findNeighbours(ticketId, list, (filters) => queryClient.fetchQuery({ queryKey: ticketKeys.list(filters), queryFn: () => listTickets(filters) })) : NONE,
    enabled: list !== undefined,
    staleTime: Infinity,
  });
}
