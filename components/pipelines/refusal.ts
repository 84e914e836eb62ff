import { apiErrorMessage, isApiError } from '@/services/api';

/** The API's own words: what it said of each field it refused (a 400 names them there), else its message. */
export function refusalOf(error: unknown, fallback?: string): string {
  const fields = isApiError(error) ? error.response?.data?.fields : undefined;
  return fields?.length ? [...new Set(fields.map((field) => field.message))].join(' ') : apiErrorMessage(error, fallback);
}
