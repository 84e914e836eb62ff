import type { Landing } from '@/utils/schemas/landing';
import { api } from './api';

/** GET /public/landing: the sign-in page's testimonials and figures (no session needed). */
export async function getLanding(): Promise<Landing> {
  const { data } = await api.get<Landing>('/public/landing');
  return data;
}
