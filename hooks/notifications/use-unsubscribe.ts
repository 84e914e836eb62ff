import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from '@/hooks/query-keys';
import { confirmUnsubscribe, readUnsubscribe } from '@/services/notification-preferences';

/** The public unsubscribe page: what the link stops (an invalid link is a 404, not worth a retry). */
export function useUnsubscribeLink(token: string | undefined) {
  return useQuery({ queryKey: notificationKeys.unsubscribe(token ?? ''), queryFn: () => readUnsubscribe(token ?? ''), enabled: !!token, retry: false });
}

export function useConfirmUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmUnsubscribe(token),
    onSuccess: (done) => queryClient.setQueryData(notificationKeys.unsubscribe(token), done),
  });
}
