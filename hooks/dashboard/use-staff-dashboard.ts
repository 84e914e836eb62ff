import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getStaffDashboard } from '@/services/dashboard';
import { dashboardKeys } from '@/hooks/query-keys';
import { DISPLAY_UTC_OFFSET_MINUTES, dayjs } from '@/utils/format';

/** The last `days` days up to today in WIB (the server counts them in Jakarta time too). */
export function useStaffDashboard(days: number) {
  const today = dayjs().utcOffset(DISPLAY_UTC_OFFSET_MINUTES);
  const to = today.format('YYYY-MM-DD');
  const from = today.subtract(days - 1, 'day').format('YYYY-MM-DD');
  return useQuery({
    queryKey: dashboardKeys.staff(from, to),
    queryFn: () => getStaffDashboard({ from, to }),
    placeholderData: keepPreviousData,
  });
}
