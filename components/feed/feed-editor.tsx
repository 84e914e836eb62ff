import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { MarkdownEditor } from '@/components/tickets/markdown-editor-lazy';
import { feedText } from '@/locales/id/feed';

interface Props {
  /** The editor's accessible name. */
  label: string;
  submitText: string;
  initial?: string;
  placeholder?: string;
  pending: boolean;
  /** Resolves true when saved: the box empties (or the edit closes through onCancel). */
  onSubmit: (markdown: string) => Promise<boolean>;
  onCancel?: () => void;
}

/** Markdown (write and preview tabs) with send and, for an edit or a reply, cancel: posts, comments and replies. */
export function FeedEditor({ label, submitText, initial = '', placeholder, pending, onSubmit, onCancel }: Props) {
  const [text, setText] = useState(initial);
  const submit = async () => {
    if (pending || text.trim() === '') return;
    if (await onSubmit(text.trim())) setText('');
  };
  return (
    <Flex vertical gap={8}>
      <MarkdownEditor value={text} onChange={setText} rows={3} aria-label={label} placeholder={placeholder} onSubmitShortcut={() => void submit()} />
      <Flex gap={8} justify="end">
        {onCancel && <Button onClick={onCancel}>{feedText.cancel}</Button>}
        <Button type="primary" loading={pending} disabled={text.trim() === ''} onClick={() => void submit()}>
          {submitText}
        </Button>
      </Flex>
    </Flex>
  );
}
