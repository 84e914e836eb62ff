import axios from 'axios';

// Next adds basePath to links and the router only; API calls name it themselves.
export const api = axios.create({ baseURL: '/helpdesk/api', withCredentials: true });

export interface ApiErrorBody {
  code: string;
  message: string;
  fields?: { path: string; message: string }[];
}

/** The Indonesian message the API sent, or a generic one. */
export function apiErrorMessage(error: unknown, fallback = 'Terjadi kesalahan, coba lagi.'): string {
  if (axios.isAxiosError<ApiErrorBody>(error)) return error.response?.data?.message ?? fallback;
  return fallback;
}
