import { withQuery } from '@/utils/query';
import type { Paginated } from '@/utils/schemas/common';
import type { ClinicDetail, ClinicInput, ClinicParticipantView, ClinicRatingInput, ClinicRatings, ClinicView, CoachingStatus } from '@/utils/schemas/coaching';
import { api } from './api';

export type ClinicListQuery = { status?: CoachingStatus; mine?: boolean; page: number; limit: number };

export async function listClinics(query: ClinicListQuery): Promise<Paginated<ClinicView>> {
  const { data } = await api.get<Paginated<ClinicView>>(withQuery('/coaching-clinics', query));
  return data;
}

export async function getClinic(id: number): Promise<ClinicDetail> {
  const { data } = await api.get<ClinicDetail>(`/coaching-clinics/${id}`);
  return data;
}

export async function scheduleClinic(body: ClinicInput): Promise<ClinicDetail> {
  const { data } = await api.post<ClinicDetail>('/coaching-clinics', body);
  return data;
}

export async function deleteClinic(id: number): Promise<void> {
  await api.delete(`/coaching-clinics/${id}`);
}

export async function moveClinicStatus(id: number, status: CoachingStatus): Promise<ClinicDetail> {
  const { data } = await api.patch<ClinicDetail>(`/coaching-clinics/${id}/status`, { status });
  return data;
}

export async function joinClinic(id: number): Promise<ClinicDetail> {
  const { data } = await api.post<ClinicDetail>(`/coaching-clinics/${id}/participants`);
  return data;
}

export async function leaveClinic(id: number): Promise<void> {
  await api.delete(`/coaching-clinics/${id}/participants`);
}

export async function listClinicRequests(id: number): Promise<ClinicParticipantView[]> {
  const { data } = await api.get<ClinicParticipantView[]>(`/coaching-clinics/${id}/participants`);
  return data;
}

export async function answerClinicRequest(id: number, userId: number, request: 'accepted' | 'refused'): Promise<ClinicParticipantView> {
  const { data } = await api.patch<ClinicParticipantView>(`/coaching-clinics/${id}/participants/${userId}`, { request });
  return data;
}

export async function rateClinic(id: number, body: ClinicRatingInput): Promise<ClinicDetail> {
  const { data } = await api.put<ClinicDetail>(`/coaching-clinics/${id}/rating`, body);
  return data;
}

export async function listClinicRatings(id: number): Promise<ClinicRatings> {
  const { data } = await api.get<ClinicRatings>(`/coaching-clinics/${id}/ratings`);
  return data;
}
