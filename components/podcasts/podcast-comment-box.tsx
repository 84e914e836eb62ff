import { useState } from 'react';
import { podcastsText } from '@/locales/id/podcasts';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { TextArea } from '@/components/ui/text-area';

const t = podcastsText.comments;

interface Props {
  label: string;
  initial?: string;
  submitText: string;
  pending: boolean;
  /** Resolves true when the text was accepted (the box then empties). */
  onSubmit: (content: string) => Promise<unknown>;
  onCancel?: () => void;
}

/** A markdown text box with its send (or save) button, for a new comment or an edit. */
export function CommentBox({ label, initial = '', submitText, pending, onSubmit, onCancel }: Props) {
  const [content, setContent] = useState(initial);
  const submit = async () => {
    if ((await onSubmit(content.trim())) === true) setContent('');
  };
  return (
    <Flex vertical gap={8} style={{ marginTop: 8 }}>
      <TextArea aria-label={label} placeholder={t.placeholder} rows={3} maxLength={20_000} value={content} onChange={setContent} />
      <Flex gap={8} justify="flex-end">
        {onCancel && <Button onClick={onCancel}>{t.cancel}</Button>}
        <Button type="primary" loading={pending} disabled={!content.trim()} onClick={() => void submit()}>
          {submitText}
        </Button>
      </Flex>
    </Flex>
  );
}
