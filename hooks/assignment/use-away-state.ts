import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getAwayState, setAwayState } from '@/services/assignment';
import { assignmentKeys, dashboardKeys } from '@/hooks/query-keys';

export function useAwayState(userId: number) {
  return useQuery({ queryKey: assignmentKeys.away(userId), queryFn: () => getAwayState(userId) });
}

/** Saving refreshes the state and the dashboard's agent load card. */
export function useSetAwayState(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { away: boolean; until: string | null }) => setAwayState(userId, body),
    onSuccess: (state) => {
      queryClient.setQueryData(assignmentKeys.away(userId), state);
      return queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}
