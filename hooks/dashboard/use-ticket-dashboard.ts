import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getTicketDashboard } from '@/services/dashboard';
import { dashboardKeys } from '@/hooks/query-keys';

export function useTicketDashboard(days: number) {
  return useQuery({
    queryKey: dashboardKeys.tickets(days),
    queryFn: () => getTicketDashboard(days),
    placeholderData: keepPreviousData,
  });
}
