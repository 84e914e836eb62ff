import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listSubscribedTickets } from '@/services/tickets';
import { ticketKeys } from '@/hooks/query-keys';

export function useSubscribedTickets(page: number, limit: number) {
  return useQuery({
    queryKey: ticketKeys.subscribed(page, limit),
    queryFn: () => listSubscribedTickets(page, limit),
    placeholderData: keepPreviousData,
  });
}
