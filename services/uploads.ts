import type { AxiosProgressEvent } from 'axios';
import { api } from './api';

export interface UploadedFile {
  url: string;
  name: string;
  size: number;
  type: string;
}

/**
 * POST /uploads as multipart with the field 'file'. Spec section 8: a failed upload is logged to
 * the console and the helper returns nothing, so callers only check for `undefined`.
 */
export async function uploadFile(file: File, onProgress?: (percent: number) => void): Promise<UploadedFile | undefined> {
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
    return undefined;
  }
}

/** POST /markdown: the server renders and sanitizes the text. */
export async function renderMarkdown(text: string): Promise<string> {
  const { data } = await api.post<{ html: string }>('/markdown', { text });
  return data.html;
}
