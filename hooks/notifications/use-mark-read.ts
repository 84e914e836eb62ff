import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markNotificationRead } from '@/services/notifications';
import { notificationKeys } from '@/hooks/query-keys';

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
