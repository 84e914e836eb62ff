import { withQuery } from '@/utils/query';
import type { ReactionEmoji } from '@/utils/schemas/ticket-codes';
import type { FeedCommentView, FeedThread, PostListQuery, PostPage, PostView } from '@/utils/schemas/feed';
import { api } from './api';

export async function listPosts(query: PostListQuery): Promise<PostPage> {
  const { data } = await api.get<PostPage>(withQuery('/feed/posts', query));
  return data;
}

export async function getPost(id: number): Promise<PostView> {
  const { data } = await api.get<PostView>(`/feed/posts/${id}`);
  return data;
}

export async function createPost(content: string): Promise<PostView> {
  const { data } = await api.post<PostView>('/feed/posts', { content });
  return data;
}

export async function updatePost(id: number, content: string): Promise<PostView> {
  const { data } = await api.patch<PostView>(`/feed/posts/${id}`, { content });
  return data;
}

export async function deletePost(id: number): Promise<void> {
  await api.delete(`/feed/posts/${id}`);
}

/** PUT likes, DELETE unlikes; both answer the post as it now is. */
export async function setLiked(id: number, liked: boolean): Promise<PostView> {
  const url = `/feed/posts/${id}/likes`;
  const { data } = liked ? await api.put<PostView>(url) : await api.delete<PostView>(url);
  return data;
}

export async function togglePostReaction(id: number, emoji: ReactionEmoji): Promise<PostView> {
  const { data } = await api.put<PostView>(`/feed/posts/${id}/reactions`, { emoji });
  return data;
}

export async function listFeedComments(postId: number): Promise<FeedThread> {
  const { data } = await api.get<FeedThread>(`/feed/posts/${postId}/comments`);
  return data;
}

export async function createFeedComment(postId: number, body: { content: string; parent_id?: number }): Promise<FeedCommentView> {
  const { data } = await api.post<FeedCommentView>(`/feed/posts/${postId}/comments`, body);
  return data;
}

export async function updateFeedComment(id: number, content: string): Promise<FeedCommentView> {
  const { data } = await api.patch<FeedCommentView>(`/feed/comments/${id}`, { content });
  return data;
}

export async function deleteFeedComment(id: number): Promise<void> {
  await api.delete(`/feed/comments/${id}`);
}
