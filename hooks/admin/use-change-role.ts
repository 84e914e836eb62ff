import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeUserRole } from '@/services/users';
import { userKeys } from '@/hooks/query-keys';
import type { UserListItem } from '@/utils/schemas/users';

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: UserListItem['current_role'] }) => changeUserRole(id, role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
