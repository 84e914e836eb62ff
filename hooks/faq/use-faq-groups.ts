import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listFaqGroups } from '@/services/faqs';
import { faqKeys } from '@/hooks/query-keys';

export function useFaqGroups(search: string) {
  return useQuery({ queryKey: faqKeys.groups(search), queryFn: () => listFaqGroups(search || undefined), placeholderData: keepPreviousData });
}
