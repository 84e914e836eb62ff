import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markAllNotificationsRead } from '@/services/notifications';
import { notificationKeys } from '@/hooks/query-keys';

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
