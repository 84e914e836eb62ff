import { withQuery } from '@/utils/query';
import type { Paginated } from '@/utils/schemas/common';
import type { AnnouncementView } from '@/utils/schemas/knowledge';
import { api } from './api';

export interface AnnouncementBody {
  title: string;
  content: string;
  starts_at: string | null;
  ends_at: string | null;
  is_active: boolean;
}

export async function listAnnouncements(query: { active?: boolean; page?: number; limit?: number }): Promise<Paginated<AnnouncementView>> {
  const { data } = await api.get<Paginated<AnnouncementView>>(withQuery('/announcements', query));
  return data;
}

export async function createAnnouncement(body: AnnouncementBody): Promise<AnnouncementView> {
  const { data } = await api.post<AnnouncementView>('/announcements', body);
  return data;
}

export async function updateAnnouncement(id: number, body: Partial<AnnouncementBody>): Promise<AnnouncementView> {
  const { data } = await api.patch<AnnouncementView>(`/announcements/${id}`, body);
  return data;
}

export async function deleteAnnouncement(id: number): Promise<void> {
  await api.delete(`/announcements/${id}`);
}
