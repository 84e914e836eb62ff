import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerClinicRequest, deleteClinic, joinClinic, leaveClinic, moveClinicStatus, rateClinic, scheduleClinic } from '@/services/coaching';
import { coachingKeys } from '@/hooks/query-keys';
import type { ClinicInput, ClinicRatingInput, CoachingStatus } from '@/utils/schemas/coaching';

/** Every change refreshes the clinics (lists, the detail, its requests and ratings). */
export function useClinicMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: coachingKeys.all });
  return {
    schedule: useMutation({ mutationFn: (body: ClinicInput) => scheduleClinic(body), onSuccess }),
    remove: useMutation({ mutationFn: (id: number) => deleteClinic(id), onSuccess }),
    move: useMutation({ mutationFn: ({ id, status }: { id: number; status: CoachingStatus }) => moveClinicStatus(id, status), onSuccess }),
    join: useMutation({ mutationFn: (id: number) => joinClinic(id), onSuccess }),
    leave: useMutation({ mutationFn: (id: number) => leaveClinic(id), onSuccess }),
    answer: useMutation({
      mutationFn: ({ id, userId, request }: { id: number; userId: number; request: 'accepted' | 'refused' }) => answerClinicRequest(id, userId, request),
      onSuccess,
    }),
    rate: useMutation({ mutationFn: ({ id, body }: { id: number; body: ClinicRatingInput }) => rateClinic(id, body), onSuccess }),
  };
}
