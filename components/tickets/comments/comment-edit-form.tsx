import { useRef } from 'react';
import { Flex } from '@/components/ui/flex';
import { Button } from '@/components/ui/button';
import { Text } from '@/components/ui/text';
import { ticketWorkText } from '@/locales/id/ticket-work';
import { ticketsText } from '@/locales/id/tickets';
import { useDraft } from '@/hooks/tickets/use-draft';
import { MarkdownEditor } from '../markdown-editor-lazy';
import { SavedReplyPicker } from '@/components/saved-replies/saved-reply-picker';

interface Props {
  /** Where the unsent text is kept across reloads (hooks/tickets/use-draft.ts). */
  draftScope: string;
  initial?: string;
  submitText: string;
  pending: boolean;
  /**
   * Resolves true when the text was saved (or taken to be sent), so the editor can clear or close;
   * `restore` puts a text taken back into the box (undo send), before anything typed since.
   */
  onSubmit: (markdown: string, restore: (markdown: string) => void) => Promise<boolean>;
  /** An edit closes; a new comment only empties its box. */
  onCancel?: () => void;
  /** Every change of the text (the reply box tells other staff it is being typed). */
  onType?: () => void;
  /** A second way to send, before the main one (the reply box's "Kirim & selesaikan"). */
  alsoSubmit?: { text: string; onSubmit: Props['onSubmit'] };
}

/** The markdown editor with send/cancel, shared by new comments and edits; the text is a draft until sent. */
export function CommentEditForm({ draftScope, initial = '', submitText, pending, onSubmit, onCancel, onType, alsoSubmit }: Props) {
  const draft = useDraft(draftScope, { original: initial });
  const { text } = draft;
  const latestText = useRef(text);
  latestText.current = text;
  const restore = (taken: string) => draft.change(latestText.current.trim() ? `${taken}\n\n${latestText.current}` : taken);
  const change = (next: string) => {
    draft.change(next);
    onType?.();
  };
  const submit = async (send = onSubmit) => {
    if (pending || text.trim() === '') return;
    if (await send(text.trim(), restore)) draft.clear();
  };
  const cancel = () => {
    draft.clear();
    onCancel?.();
  };
  return (
    <Flex vertical gap={8}>
      {draft.restored && (
        <Text secondary data-testid="draft-restored">
          {ticketWorkText.drafts.restored}
        </Text>
      )}
      <MarkdownEditor value={text} onChange={change} rows={4} aria-label={submitText} onSubmitShortcut={() => void submit()} />
      <Flex gap={8} justify="end" wrap>
        <SavedReplyPicker onInsert={(snippet) => draft.change(text.trim() ? `${text}\n\n${snippet}` : snippet)} />
        <span style={{ flex: 1 }} />
        {(onCancel || text !== initial) && <Button onClick={cancel}>{ticketsText.comments.cancel}</Button>}
        {alsoSubmit && (
          <Button loading={pending} disabled={text.trim() === ''} onClick={() => void submit(alsoSubmit.onSubmit)}>
            {alsoSubmit.text}
          </Button>
        )}
        <Button type="primary" loading={pending} disabled={text.trim() === ''} onClick={() => void submit()}>
          {submitText}
        </Button>
      </Flex>
    </Flex>
  );
}
