import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';

// axios (~19 kB gzip) is fetched with the first request instead of with every page's first load;
// it is still the one shared instance. Next adds basePath to links and the router only, so API
// calls name it themselves.
let instance: Promise<AxiosInstance> | undefined;

function client(): Promise<AxiosInstance> {
  instance ??= import('axios').then(
    ({ default: axios }) => axios.create({ baseURL: '/helpdesk/api', withCredentials: true }),
    (error: unknown) => {
      instance = undefined; // a failed chunk load (offline) is retried by the next request
      throw error;
    },
  );
  return instance;
}

type Call = <T>(url: string, config?: AxiosRequestConfig) => Promise<AxiosResponse<T>>;
type CallWithBody = <T>(url: string, data?: unknown, config?: AxiosRequestConfig) => Promise<AxiosResponse<T>>;

/** The verbs of the shared axios instance, with axios's own signatures and responses. */
export const api: { get: Call; delete: Call; post: CallWithBody; put: CallWithBody; patch: CallWithBody } = {
  get: async (url, config) => (await client()).get(url, config),
  delete: async (url, config) => (await client()).delete(url, config),
  post: async (url, data, config) => (await client()).post(url, data, config),
  put: async (url, data, config) => (await client()).put(url, data, config),
  patch: async (url, data, config) => (await client()).patch(url, data, config),
};

export interface ApiErrorBody {
  code: string;
  message: string;
  fields?: { path: string; message: string }[];
}

/** axios.isAxiosError without loading axios: the flag axios sets on every error it throws. */
export function isApiError(error: unknown): error is AxiosError<ApiErrorBody> {
  return typeof error === 'object' && error !== null && 'isAxiosError' in error && error.isAxiosError === true;
}

/** The Indonesian message the API sent, or a generic one. */
export function apiErrorMessage(error: unknown, fallback = 'Terjadi kesalahan, coba lagi.'): string {
  if (isApiError(error)) return error.response?.data?.message ?? fallback;
  return fallback;
}
