import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { podcastKeys } from '@/hooks/query-keys';
import { createPodcastComment, deletePodcastComment, listPodcastComments, updatePodcastComment, votePodcast, withdrawPodcastVote } from '@/services/podcasts';
import type { PodcastVoteBody } from '@/utils/schemas/podcasts';

export const COMMENTS_PER_PAGE = 20;

export function usePodcastComments(id: number, page: number) {
  return useQuery({ queryKey: podcastKeys.comments(id, page), queryFn: () => listPodcastComments(id, page, COMMENTS_PER_PAGE), placeholderData: keepPreviousData });
}

/** Post, edit and delete comments of one episode. */
export function useCommentMutations(id: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: [...podcastKeys.episode(id), 'comments'] });
  return {
    create: useMutation({ mutationFn: (content: string) => createPodcastComment(id, content), onSuccess }),
    update: useMutation({ mutationFn: ({ commentId, content }: { commentId: number; content: string }) => updatePodcastComment(id, commentId, content), onSuccess }),
    remove: useMutation({ mutationFn: (commentId: number) => deletePodcastComment(id, commentId), onSuccess }),
  };
}

/** Vote or withdraw; the answer is the episode's new rating, and the cards' averages follow. */
export function useVoteMutations(id: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: podcastKeys.all });
  return {
    vote: useMutation({ mutationFn: (body: PodcastVoteBody) => votePodcast(id, body), onSuccess }),
    withdraw: useMutation({ mutationFn: () => withdrawPodcastVote(id), onSuccess }),
  };
}
