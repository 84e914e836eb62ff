import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webinarKeys } from '@/hooks/query-keys';
import { addQuizItem, listParticipants, removeQuizItem, updateQuizItem } from '@/services/webinars';
import type { QuizItemInput } from '@/utils/schemas/webinars';

export function useParticipants(id: number, query: { search?: string; page: number; limit: number }) {
  return useQuery({ queryKey: webinarKeys.participants(id, query), queryFn: () => listParticipants(id, query), placeholderData: keepPreviousData });
}

/** Quiz authoring (admins). */
export function useQuizMutations(id: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: webinarKeys.quiz(id) });
  return {
    add: useMutation({ mutationFn: (body: QuizItemInput) => addQuizItem(id, body), onSuccess }),
    update: useMutation({ mutationFn: ({ itemId, body }: { itemId: number; body: QuizItemInput }) => updateQuizItem(id, itemId, body), onSuccess }),
    remove: useMutation({ mutationFn: (itemId: number) => removeQuizItem(id, itemId), onSuccess }),
  };
}
