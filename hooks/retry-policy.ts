import { isApiError } from '@/services/api';

/**
 * react-query's retry rule for the portal: one retry for a network failure or a 5xx, none for a
 * 4xx. A missing or forbidden ticket is not going to appear a second later, and retrying it kept
 * the skeleton on screen for seconds before "tidak ditemukan".
 */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  const status = isApiError(error) ? error.response?.status : undefined;
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 1;
}
