import type { AxiosProgressEvent } from 'axios';
import type { Paginated } from '@/utils/schemas/common';
import type {
  PodcastAdminView,
  PodcastBody,
  PodcastCard,
  PodcastCommentView,
  PodcastEpisodeView,
  PodcastMedia,
  PodcastPatch,
  PodcastStatus,
  PodcastVoteBody,
} from '@/utils/schemas/podcasts';
import { api } from './api';

export interface PodcastAdminQuery {
  search?: string;
  status?: PodcastStatus;
  page: number;
  limit: number;
}
export type EpisodeRating = PodcastEpisodeView['rating'];

/** GET /podcasts: every episode, drafts included (manage-podcasts). */
export async function listPodcastsAdmin(query: PodcastAdminQuery): Promise<Paginated<PodcastAdminView>> {
  const { data } = await api.get<Paginated<PodcastAdminView>>('/podcasts', { params: { ...query, search: query.search || undefined } });
  return data;
}

export async function getPodcastAdmin(id: number): Promise<PodcastAdminView> {
  const { data } = await api.get<PodcastAdminView>(`/podcasts/${id}`);
  return data;
}

export async function createPodcast(body: PodcastBody): Promise<PodcastAdminView> {
  const { data } = await api.post<PodcastAdminView>('/podcasts', body);
  return data;
}

export async function updatePodcast(id: number, body: PodcastPatch): Promise<PodcastAdminView> {
  const { data } = await api.patch<PodcastAdminView>(`/podcasts/${id}`, body);
  return data;
}

export async function deletePodcast(id: number): Promise<void> {
  await api.delete(`/podcasts/${id}`);
}

/** POST /podcasts/{id}/upload?type=audio|cover, multipart field `file`, reporting 0-100 while the bytes go out. */
export async function uploadPodcastMedia(id: number, media: PodcastMedia, file: File, onProgress?: (percent: number) => void): Promise<PodcastAdminView> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await api.post<PodcastAdminView>(`/podcasts/${id}/upload`, form, {
    params: { type: media },
    onUploadProgress: (event: AxiosProgressEvent) => {
      if (event.total) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    },
  });
  return data;
}

/** GET /podcasts/users: the published episodes, newest first. */
export async function listPodcasts(query: { search?: string; page: number; limit: number }): Promise<Paginated<PodcastCard>> {
  const { data } = await api.get<Paginated<PodcastCard>>('/podcasts/users', { params: { ...query, search: query.search || undefined } });
  return data;
}

export async function getEpisode(id: number): Promise<PodcastEpisodeView> {
  const { data } = await api.get<PodcastEpisodeView>(`/podcasts/users/${id}`);
  return data;
}

export async function listPodcastComments(id: number, page: number, limit: number): Promise<Paginated<PodcastCommentView>> {
  const { data } = await api.get<Paginated<PodcastCommentView>>(`/podcasts/${id}/comments`, { params: { page, limit } });
  return data;
}

export async function createPodcastComment(id: number, content: string): Promise<PodcastCommentView> {
  const { data } = await api.post<PodcastCommentView>(`/podcasts/${id}/comments`, { content });
  return data;
}

export async function updatePodcastComment(id: number, commentId: number, content: string): Promise<PodcastCommentView> {
  const { data } = await api.patch<PodcastCommentView>(`/podcasts/${id}/comments/${commentId}`, { content });
  return data;
}

export async function deletePodcastComment(id: number, commentId: number): Promise<void> {
  await api.delete(`/podcasts/${id}/comments/${commentId}`);
}

export async function votePodcast(id: number, body: PodcastVoteBody): Promise<EpisodeRating> {
  const { data } = await api.put<EpisodeRating>(`/podcasts/${id}/vote`, body);
  return data;
}

export async function withdrawPodcastVote(id: number): Promise<EpisodeRating> {
  const { data } = await api.delete<EpisodeRating>(`/podcasts/${id}/vote`);
  return data;
}
