import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createSavedReply, deleteSavedReply, listSavedReplies, updateSavedReply, type SavedReplyBody } from '@/services/saved-replies';
import { savedReplyKeys } from '@/hooks/query-keys';

export function useSavedReplies(query: { search?: string; page?: number; limit?: number }) {
  return useQuery({ queryKey: savedReplyKeys.list(query), queryFn: () => listSavedReplies(query), placeholderData: keepPreviousData });
}

export function useSavedReplyMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: savedReplyKeys.all });
  return {
    create: useMutation({ mutationFn: (body: SavedReplyBody) => createSavedReply(body), onSuccess }),
    update: useMutation({ mutationFn: ({ id, body }: { id: number; body: SavedReplyBody }) => updateSavedReply(id, body), onSuccess }),
    remove: useMutation({ mutationFn: (id: number) => deleteSavedReply(id), onSuccess }),
  };
}
