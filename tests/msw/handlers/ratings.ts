import { http, HttpResponse } from 'msw';
import type { RatingState } from '@/utils/schemas/knowledge';

export const ratingState = (overrides: Partial<RatingState> = {}): RatingState => ({ should_prompt: false, period: '2026-H1', my_rating: null, ...overrides });

export const ratingsHandlers = [http.get('*/helpdesk/api/ratings', () => HttpResponse.json(ratingState()))];
