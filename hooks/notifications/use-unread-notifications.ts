import { useQuery } from '@tanstack/react-query';
import { listNotifications } from '@/services/notifications';
import { notificationKeys } from '@/hooks/query-keys';

const MINUTE = 60_000;

/** The bell's count: the `unread` total of a one-row page, every minute and when the tab regains focus. */
export function useUnreadNotifications() {
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: () => listNotifications({ unread: true, limit: 1 }),
    select: (page) => page.unread,
    refetchInterval: MINUTE,
    refetchOnWindowFocus: true,
  });
}
