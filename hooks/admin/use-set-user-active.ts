import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setUserActive } from '@/services/users';
import { userKeys } from '@/hooks/query-keys';

export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => setUserActive(id, active),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
