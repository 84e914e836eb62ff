import { withQuery } from '@/utils/query';
import type { RatingState, RatingSummary } from '@/utils/schemas/knowledge';
import { api } from './api';

export type RatingBody = { stars: number; comment?: string } | { dismissed: true };

export async function getRatingState(): Promise<RatingState> {
  const { data } = await api.get<RatingState>('/ratings');
  return data;
}

export async function postRating(body: RatingBody): Promise<RatingState> {
  const { data } = await api.post<RatingState>('/ratings', body);
  return data;
}

export async function getRatingSummary(period?: string): Promise<RatingSummary> {
  const { data } = await api.get<RatingSummary>(withQuery('/ratings/summary', { period }));
  return data;
}
