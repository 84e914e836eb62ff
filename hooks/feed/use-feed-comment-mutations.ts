import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFeedComment, deleteFeedComment, updateFeedComment } from '@/services/feed';
import { feedKeys } from '@/hooks/query-keys';

/** Comments of one post: every change refreshes its thread, the post and the lists (their comment counts). */
export function useFeedCommentMutations(postId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: feedKeys.post(postId) }), queryClient.invalidateQueries({ queryKey: feedKeys.lists() })]);
  return {
    create: useMutation({ mutationFn: (body: { content: string; parent_id?: number }) => createFeedComment(postId, body), onSuccess }),
    update: useMutation({ mutationFn: ({ id, content }: { id: number; content: string }) => updateFeedComment(id, content), onSuccess }),
    remove: useMutation({ mutationFn: (id: number) => deleteFeedComment(id), onSuccess }),
  };
}
