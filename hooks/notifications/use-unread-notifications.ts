import { useQuery } from '@tanstack/react-query';
import { listNotifications } from '@/services/notifications';
import { notificationKeys } from '@/hooks/query-keys';

/**
 * The bell's count: the `unread` total of a one-row page. It changes by the live stream
 * (hooks/realtime: a notification event refetches it) and when the tab regains focus; no polling.
 */
export function useUnreadNotifications() {
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: () => listNotifications({ unread: true, limit: 1 }),
    select: (page) => page.unread,
    refetchOnWindowFocus: true,
  });
}
