import { useQuery } from '@tanstack/react-query';
import { getTicketRecommendations } from '@/services/tickets';
import { ticketKeys } from '@/hooks/query-keys';

export function useTicketRecommendations(ticketId: number) {
  return useQuery({ queryKey: ticketKeys.recommendations(ticketId), queryFn: () => getTicketRecommendations(ticketId) });
}
