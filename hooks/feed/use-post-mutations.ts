import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createPost, deletePost, setLiked, togglePostReaction, updatePost } from '@/services/feed';
import { feedKeys } from '@/hooks/query-keys';
import type { ReactionEmoji } from '@/utils/schemas/ticket-codes';
import type { PostPage, PostView } from '@/utils/schemas/feed';

/**
 * A like or a reaction answers the post as it now is: written into its detail and into every
 * cached page that shows it, so the card changes at once without refetching the feed (a refetch
 * of "Terpopuler" would move the card under the pointer).
 */
function putPost(queryClient: QueryClient, post: PostView) {
  queryClient.setQueryData(feedKeys.post(post.id), post);
  queryClient.setQueriesData<PostPage>({ queryKey: feedKeys.lists() }, (page) => page && { ...page, data: page.data.map((p) => (p.id === post.id ? post : p)) });
}

export function usePostMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: feedKeys.all });
  const put = (post: PostView) => putPost(queryClient, post);
  return {
    create: useMutation({ mutationFn: (content: string) => createPost(content), onSuccess }),
    update: useMutation({ mutationFn: ({ id, content }: { id: number; content: string }) => updatePost(id, content), onSuccess: put }),
    remove: useMutation({ mutationFn: (id: number) => deletePost(id), onSuccess }),
  };
}

export function usePostReactions() {
  const queryClient = useQueryClient();
  const put = (post: PostView) => putPost(queryClient, post);
  return {
    like: useMutation({ mutationFn: ({ id, liked }: { id: number; liked: boolean }) => setLiked(id, liked), onSuccess: put }),
    react: useMutation({ mutationFn: ({ id, emoji }: { id: number; emoji: ReactionEmoji }) => togglePostReaction(id, emoji), onSuccess: put }),
  };
}
