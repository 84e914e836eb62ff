import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/skeleton';
import type { MarkdownEditorProps } from './markdown-editor';

/** The markdown editor, loaded when first shown so list and detail pages paint without it. */
export const MarkdownEditor = dynamic<MarkdownEditorProps>(() => import('./markdown-editor'), {
  ssr: false,
  loading: () => <Skeleton block={160} />,
});
