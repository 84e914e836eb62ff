import { useQuery } from '@tanstack/react-query';
import { getTicket } from '@/services/tickets';
import { ticketKeys } from '@/hooks/query-keys';

export function useTicket(id: number | undefined) {
  return useQuery({
    queryKey: ticketKeys.detail(id ?? 0),
    queryFn: () => getTicket(id ?? 0),
    enabled: id !== undefined && id > 0,
  });
}
