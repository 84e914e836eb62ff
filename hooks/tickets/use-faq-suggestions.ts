import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { suggestFaqs } from '@/services/tickets';
import { ticketKeys } from '@/hooks/query-keys';

/** FAQs matching `title`; asks only from 3 characters (SuggestionQuerySchema). */
export function useFaqSuggestions(title: string) {
  const trimmed = title.trim();
  return useQuery({
    queryKey: ticketKeys.suggestions('faqs', trimmed),
    queryFn: () => suggestFaqs(trimmed),
    enabled: trimmed.length >= 3,
    placeholderData: keepPreviousData,
  });
}
