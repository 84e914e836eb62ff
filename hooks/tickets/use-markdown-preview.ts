import { useMutation } from '@tanstack/react-query';
import { renderMarkdown } from '@/services/uploads';

/** Renders markdown on the server (POST /markdown) for the editor's preview tab. */
export function useMarkdownPreview() {
  return useMutation({ mutationFn: renderMarkdown });
}
