import { useQuery } from '@tanstack/react-query';
import { getTicketQueue } from '@/services/tickets';
import { ticketKeys } from '@/hooks/query-keys';

/** The staff home's queue counts (GET /tickets/queue); only asked for by those who may see it. */
export function useTicketQueue(enabled: boolean) {
  return useQuery({ queryKey: ticketKeys.queue(), queryFn: getTicketQueue, enabled });
}
