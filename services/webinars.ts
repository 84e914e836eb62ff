import { withQuery } from '@/utils/query';
import type { Paginated } from '@/utils/schemas/common';
import type {
  CertificateVerification,
  ParticipantView,
  QuizAttemptInput,
  QuizItemInput,
  QuizItemWire,
  PosttestProgress,
  QuizResult,
  SurveyInput,
  WebinarDetail,
  WebinarInput,
  WebinarProgress,
  WebinarStatus,
  WebinarView,
} from '@/utils/schemas/webinars';
import { api } from './api';

export interface WebinarListParams {
  status?: WebinarStatus;
  search?: string;
  page?: number;
  limit?: number;
}

export async function listWebinars(query: WebinarListParams): Promise<Paginated<WebinarView>> {
  return (await api.get<Paginated<WebinarView>>(withQuery('/webinars', { ...query }))).data;
}

export async function getWebinar(id: number): Promise<WebinarDetail> {
  return (await api.get<WebinarDetail>(`/webinars/${id}`)).data;
}

export async function createWebinar(body: WebinarInput): Promise<WebinarDetail> {
  return (await api.post<WebinarDetail>('/webinars', body)).data;
}

export async function updateWebinar(id: number, body: Partial<WebinarInput>): Promise<WebinarDetail> {
  return (await api.patch<WebinarDetail>(`/webinars/${id}`, body)).data;
}

export async function deleteWebinar(id: number): Promise<void> {
  await api.delete(`/webinars/${id}`);
}

export async function register(id: number): Promise<WebinarDetail> {
  return (await api.post<WebinarDetail>(`/webinars/${id}/registration`)).data;
}

export async function cancelRegistration(id: number): Promise<void> {
  await api.delete(`/webinars/${id}/registration`);
}

export async function listParticipants(id: number, query: { search?: string; page?: number; limit?: number }): Promise<Paginated<ParticipantView>> {
  return (await api.get<Paginated<ParticipantView>>(withQuery(`/webinars/${id}/participants`, { ...query }))).data;
}

export async function getQuiz(id: number): Promise<QuizItemWire[]> {
  return (await api.get<QuizItemWire[]>(`/webinars/${id}/quiz`)).data;
}

export async function addQuizItem(id: number, body: QuizItemInput): Promise<QuizItemWire> {
  return (await api.post<QuizItemWire>(`/webinars/${id}/quiz`, body)).data;
}

export async function updateQuizItem(id: number, itemId: number, body: Partial<QuizItemInput>): Promise<QuizItemWire> {
  return (await api.patch<QuizItemWire>(`/webinars/${id}/quiz/${itemId}`, body)).data;
}

export async function removeQuizItem(id: number, itemId: number): Promise<void> {
  await api.delete(`/webinars/${id}/quiz/${itemId}`);
}

export async function submitAttempt(id: number, body: QuizAttemptInput): Promise<QuizResult | PosttestProgress> {
  return (await api.post<QuizResult | PosttestProgress>(`/webinars/${id}/quiz/attempts`, body)).data;
}

export async function markAttendance(id: number, userId?: number): Promise<{ attended_at: string | null }> {
  return (await api.post<{ attended_at: string | null }>(`/webinars/${id}/attendance`, userId === undefined ? {} : { user_id: userId })).data;
}

export async function submitSurvey(id: number, body: SurveyInput): Promise<WebinarProgress> {
  return (await api.post<WebinarProgress>(`/webinars/${id}/survey`, body)).data;
}

/** A link, not an axios call: the browser saves the PDF itself (Next adds no basePath to it). */
export const certificateUrl = (id: number) => `/helpdesk/api/webinars/${id}/certificate`;

export async function verifyCertificate(token: string): Promise<CertificateVerification> {
  return (await api.get<CertificateVerification>(`/webinars/certificates/${encodeURIComponent(token)}`)).data;
}
