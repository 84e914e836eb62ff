import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from '@/hooks/query-keys';
import { getNotificationPreferences, saveNotificationPreferences } from '@/services/notification-preferences';

/** Profil -> Notifikasi: the kinds offered with their channel, and the digest hour. */
export function useNotificationPreferences() {
  return useQuery({ queryKey: notificationKeys.preferences(), queryFn: getNotificationPreferences });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences(), saved),
  });
}
