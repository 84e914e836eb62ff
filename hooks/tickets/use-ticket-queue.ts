import { useQuery } from '@tanstack/react-query';
import { getTicketQueue } from '@/services/tickets';
import { ticketKeys } from '@/hooks/query-keys';

/** The staff home's queue counts (GET /tickets/queue); the home renders it for staff only. */
export function useTicketQueue() {
  return useQuery({ queryKey: ticketKeys.queue(), queryFn: getTicketQueue });
}
