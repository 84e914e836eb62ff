import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getStaffDashboard } from '@/services/dashboard';
import { dashboardKeys } from '@/hooks/query-keys';
import { dayjs } from '@/utils/format';

/** The last `days` days up to today (the server counts them in Jakarta time). */
export function useStaffDashboard(days: number) {
  const to = dayjs().format('YYYY-MM-DD');
  const from = dayjs().subtract(days - 1, 'day').format('YYYY-MM-DD');
  return useQuery({
    queryKey: dashboardKeys.staff(from, to),
    queryFn: () => getStaffDashboard({ from, to }),
    placeholderData: keepPreviousData,
  });
}
