import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setAssignmentMode } from '@/services/assignment';
import { refKeys } from '@/hooks/query-keys';
import type { AssignmentMode } from '@/utils/rules/assignment';

export function useSetAssignmentMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, mode }: { id: number; mode: AssignmentMode }) => setAssignmentMode(id, mode),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refKeys.list('sub-categories') }),
  });
}
