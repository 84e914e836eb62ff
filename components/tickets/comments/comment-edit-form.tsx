import { useState } from 'react';
import { Button, Flex } from 'antd';
import { ticketsText } from '@/locales/id';
import { MarkdownEditor } from '../markdown-editor-lazy';
import { SavedReplyPicker } from '@/components/saved-replies/saved-reply-picker';

interface Props {
  initial?: string;
  submitText: string;
  pending: boolean;
  /** Resolves true when the text was saved, so the editor can clear or close. */
  onSubmit: (markdown: string) => Promise<boolean>;
  onCancel?: () => void;
}

/** The markdown editor with send/cancel, shared by new comments and edits. */
export function CommentEditForm({ initial = '', submitText, pending, onSubmit, onCancel }: Props) {
  const [text, setText] = useState(initial);
  const submit = async () => {
    if (pending || text.trim() === '') return;
    // A new comment clears its box once sent; an edit closes through its caller instead.
    if ((await onSubmit(text.trim())) && !onCancel) setText('');
  };
  return (
    <Flex vertical gap={8}>
      <MarkdownEditor value={text} onChange={setText} rows={4} aria-label={submitText} onSubmitShortcut={() => void submit()} />
      <Flex gap={8} justify="end">
        <SavedReplyPicker onInsert={(snippet) => setText((old) => (old.trim() ? `${old}\n\n${snippet}` : snippet))} />
        <span style={{ flex: 1 }} />
        {onCancel && <Button onClick={onCancel}>{ticketsText.comments.cancel}</Button>}
        <Button type="primary" loading={pending} disabled={text.trim() === ''} onClick={() => void submit()}>
          {submitText}
        </Button>
      </Flex>
    </Flex>
  );
}
