import type { OwnProfile, PublicProfile } from '@/utils/schemas/knowledge';
import { api } from './api';

export interface ProfileBody { bio?: string; phone?: string; position?: string }

export async function getOwnProfile(): Promise<OwnProfile> {
  const { data } = await api.get<OwnProfile>('/profiles');
  return data;
}

export async function updateOwnProfile(body: ProfileBody): Promise<OwnProfile> {
  const { data } = await api.patch<OwnProfile>('/profiles', body);
  return data;
}

export async function getPublicProfile(id: number): Promise<PublicProfile> {
  const { data } = await api.get<PublicProfile>(`/profiles/${id}`);
  return data;
}
