import { withQuery } from '@/utils/query';
import type { Paginated } from '@/utils/schemas/common';
import type { SavedReplyView } from '@/utils/schemas/knowledge';
import { api } from './api';

export interface SavedReplyBody { title: string; content: string }

export async function listSavedReplies(query: { search?: string; page?: number; limit?: number }): Promise<Paginated<SavedReplyView>> {
  const { data } = await api.get<Paginated<SavedReplyView>>(withQuery('/saved-replies', query));
  return data;
}

export async function createSavedReply(body: SavedReplyBody): Promise<SavedReplyView> {
  const { data } = await api.post<SavedReplyView>('/saved-replies', body);
  return data;
}

export async function updateSavedReply(id: number, body: Partial<SavedReplyBody>): Promise<SavedReplyView> {
  const { data } = await api.patch<SavedReplyView>(`/saved-replies/${id}`, body);
  return data;
}

export async function deleteSavedReply(id: number): Promise<void> {
  await api.delete(`/saved-replies/${id}`);
}
