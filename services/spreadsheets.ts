import type { AxiosProgressEvent } from 'axios';
import type { InvalidSpreadsheetAnswer, ReplaceCounts, SpreadsheetError } from '@/utils/schemas/spreadsheets';
import { api, isApiError } from './api';

/** 0-100 while the bytes go out (axios onUploadProgress). */
export type OnProgress = (percent: number) => void;

/** POSTs an xlsx as multipart field `file` to an upload route that replaces a table. */
export async function uploadSpreadsheet(path: string, file: File, onProgress?: OnProgress): Promise<ReplaceCounts> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await api.post<ReplaceCounts>(path, form, {
    onUploadProgress: (event: AxiosProgressEvent) => {
      if (event.total) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    },
  });
  return data;
}

/** The row errors of a refused upload (422 INVALID_SPREADSHEET), or null for any other failure. */
export function spreadsheetErrorsOf(error: unknown): SpreadsheetError[] | null {
  if (!isApiError(error)) return null;
  const body = error.response?.data as Partial<InvalidSpreadsheetAnswer> | undefined;
  return body?.code === 'INVALID_SPREADSHEET' && Array.isArray(body.errors) ? body.errors : null;
}
