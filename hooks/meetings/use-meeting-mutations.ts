import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createMeeting, deleteMeeting } from '@/services/meetings';
import { meetingKeys } from '@/hooks/query-keys';
import type { MeetingCreateInput } from '@/utils/schemas/meetings';

export function useMeetingMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: meetingKeys.all });
  return {
    create: useMutation({ mutationFn: (body: MeetingCreateInput) => createMeeting(body), onSuccess }),
    remove: useMutation({ mutationFn: (id: number) => deleteMeeting(id), onSuccess }),
  };
}
