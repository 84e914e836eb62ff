import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listTickets, type TicketListFilters } from '@/services/tickets';
import { ticketKeys } from '@/hooks/query-keys';

export function useTickets(query: TicketListFilters, { enabled = true } = {}) {
  return useQuery({ queryKey: ticketKeys.list(query), queryFn: () => listTickets(query), placeholderData: keepPreviousData, enabled });
}
