import type { AxiosProgressEvent } from 'axios';
import { api, apiErrorMessage } from './api';

export interface UploadedFile {
  url: string;
  name: string;
  size: number;
  type: string;
}

export interface UploadOptions {
  /** 0-100 while the bytes go out (axios onUploadProgress). */
  onProgress?: (percent: number) => void;
  /** The API's Indonesian reason (415 type, 413 size or quota), or `fallback` when it gave none. */
  onFailure?: (message: string) => void;
  fallback?: string;
}

/**
 * POST /uploads as multipart with the field 'file'. Spec section 8: a failed upload is logged to
 * the console and the helper returns nothing, so callers only check for `undefined`; `onFailure`
 * hears why, for the person who is waiting.
 */
export async function uploadFile(file: File, { onProgress, onFailure, fallback }: UploadOptions = {}): Promise<UploadedFile | undefined> {
  const form = new FormData();
  form.append('file', file);
  try {
    const { data } = await api.post<UploadedFile>('/uploads', form, {
      onUploadProgress: (event: AxiosProgressEvent) => {
        if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
      },
    });
    return data;
  } catch (error) {
    console.error('Upload failed', error);
    onFailure?.(apiErrorMessage(error, fallback));
    return undefined;
  }
}

/** POST /markdown: the server renders and sanitizes the text. */
export async function renderMarkdown(text: string): Promise<string> {
  const { data } = await api.post<{ html: string }>('/markdown', { text });
  return data.html;
}
