import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ticketsText } from '@/locales/id/tickets';
import { uploadFile, type UploadedFile } from '@/services/uploads';

/**
 * POST /uploads with its progress in percent (null while idle). A failure rejects with an Error
 * whose message is the API's Indonesian reason, ready for a toast.
 */
export function useUploadFile() {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async (file: File): Promise<UploadedFile> => {
      let reason: string = ticketsText.editor.uploadFailed;
      const stored = await uploadFile(file, { onProgress: setProgress, onFailure: (message) => (reason = message), fallback: reason });
      if (!stored) throw new Error(reason);
      return stored;
    },
    onMutate: () => setProgress(0),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
