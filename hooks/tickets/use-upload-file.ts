import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { uploadFile } from '@/services/uploads';

/** POST /uploads with its progress in percent (null while idle). Resolves undefined on failure. */
export function useUploadFile() {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => uploadFile(file, setProgress),
    onMutate: () => setProgress(0),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
