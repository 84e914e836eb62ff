import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { suggestTickets } from '@/services/tickets';
import { ticketKeys } from '@/hooks/query-keys';

/** Published tickets similar to `title`; asks only from 3 characters (SuggestionQuerySchema). */
export function useTicketSuggestions(title: string) {
  const trimmed = title.trim();
  return useQuery({
    queryKey: ticketKeys.suggestions('tickets', trimmed),
    queryFn: () => suggestTickets(trimmed),
    enabled: trimmed.length >= 3,
    placeholderData: keepPreviousData,
  });
}
