import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteNotification } from '@/services/notifications';
import { notificationKeys } from '@/hooks/query-keys';

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
