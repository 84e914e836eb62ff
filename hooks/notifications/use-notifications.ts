import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listNotifications } from '@/services/notifications';
import { notificationKeys } from '@/hooks/query-keys';

export function useNotifications(page: number, limit: number) {
  return useQuery({
    queryKey: notificationKeys.list(page, limit),
    queryFn: () => listNotifications({ page, limit }),
    placeholderData: keepPreviousData,
  });
}
