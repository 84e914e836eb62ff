import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getPost, listFeedComments, listPosts } from '@/services/feed';
import { feedKeys } from '@/hooks/query-keys';
import type { PostListQuery } from '@/utils/schemas/feed';

export function usePosts(query: PostListQuery) {
  return useQuery({ queryKey: feedKeys.list(query), queryFn: () => listPosts(query), placeholderData: keepPreviousData });
}

/** `id` null (not a number in the URL) asks nothing. */
export function usePost(id: number | null) {
  return useQuery({ queryKey: feedKeys.post(id ?? 0), queryFn: () => getPost(id ?? 0), enabled: id !== null });
}

export function useFeedComments(postId: number) {
  return useQuery({ queryKey: feedKeys.comments(postId), queryFn: () => listFeedComments(postId) });
}
