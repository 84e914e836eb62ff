import { useRef } from 'react';
import { PictureOutlined } from '@ant-design/icons';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Text } from '@/components/ui/text';
import { ticketWorkText } from '@/locales/id/ticket-work';
import { ticketsText } from '@/locales/id/tickets';

interface Props {
  /** Hands the picked file to the editor, which uploads it and inserts the link. */
  onPick: (file: File) => void;
  /** Percent of the running upload (picked, pasted or dropped), null while idle. */
  progress: number | null;
  disabled?: boolean;
}

/** Picks an image for the editor; shows the running upload's progress and how to paste or drop instead. */
export function MarkdownUploadButton({ onPick, progress, disabled }: Props) {
  const busy = progress !== null;
  const input = useRef<HTMLInputElement>(null);
  return (
    <Flex align="center" gap={12} wrap>
      <input
        ref={input}
        type="file"
        accept="image/*"
        // Not the `hidden` attribute: antd's form styles show every file input inside a Form (dialogs).
        style={{ display: 'none' }}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // the same file can be picked again
          if (file) onPick(file);
        }}
      />
      <Button size="small" icon={<PictureOutlined aria-hidden />} loading={busy} disabled={disabled} onClick={() => input.current?.click()}>
        {ticketsText.editor.upload}
      </Button>
      {busy ? (
        <progress className="upload-progress" max={100} value={progress} aria-label={ticketWorkText.upload.progress} data-testid="upload-progress" />
      ) : (
        <Text secondary style={{ fontSize: 12 }}>
          {ticketWorkText.upload.dropHint}
        </Text>
      )}
    </Flex>
  );
}
