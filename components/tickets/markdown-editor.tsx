import { useRef, useState } from 'react';
import { Flex } from '@/components/ui/flex';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { Text } from '@/components/ui/text';
import { TextArea } from '@/components/ui/text-area';
import { ticketsText } from '@/locales/id/tickets';
import { useImageInsert } from '@/hooks/tickets/use-image-insert';
import { useMarkdownPreview } from '@/hooks/tickets/use-markdown-preview';
import { ServerHtml } from '@/components/ui/server-html';
import { MarkdownUploadButton } from './markdown-upload-button';

const t = ticketsText.editor;

export interface MarkdownEditorProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  rows?: number;
  disabled?: boolean;
  'aria-label'?: string;
  /** Ctrl+Enter (Cmd+Enter on a Mac) in the text area: send without reaching for the button. */
  onSubmitShortcut?: () => void;
}

/**
 * "Tulis" (markdown in a TextArea; images picked, pasted or dropped are uploaded and inserted at
 * the cursor) and "Pratinjau" (rendered and sanitized by POST /markdown). A controlled input, so
 * it works as a Form.Item child.
 * Heavy for a first paint: import it through ./markdown-editor-lazy.
 */
export default function MarkdownEditor({ id, value = '', onChange, placeholder = t.placeholder, rows = 6, disabled, onSubmitShortcut, ...rest }: MarkdownEditorProps) {
  const [tab, setTab] = useState('write');
  const textRef = useRef<HTMLTextAreaElement>(null);
  const preview = useMarkdownPreview();
  const images = useImageInsert({ textRef, value, onChange });

  const showTab = (key: string) => {
    setTab(key);
    if (key === 'preview' && value.trim() !== '') preview.mutate(value);
  };

  const write = (
    <Flex vertical gap={8}>
      <TextArea
        id={id}
        ref={textRef}
        aria-label={rest['aria-label']}
        value={value}
        rows={rows}
        disabled={disabled}
        placeholder={placeholder}
        onChange={(next) => onChange?.(next)}
        onPaste={images.onPaste}
        onDragOver={images.onDragOver}
        onDrop={images.onDrop}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && onSubmitShortcut) {
            event.preventDefault();
            onSubmitShortcut();
          }
        }}
      />
      <MarkdownUploadButton disabled={disabled} progress={images.progress} onPick={(file) => void images.insertFiles([file])} />
    </Flex>
  );
  const previewPane = (
    <div style={{ minHeight: rows * 22, padding: '4px 2px' }} data-testid="markdown-preview">
      {value.trim() === '' ? (
        <Text secondary>{t.emptyPreview}</Text>
      ) : preview.isPending ? (
        <Spinner label={t.previewLoading} />
      ) : (
        <ServerHtml html={preview.data ?? ''} />
      )}
    </div>
  );
  return (
    <Tabs
      activeKey={tab}
      onChange={showTab}
      items={[
        { key: 'write', label: t.write, children: write },
        { key: 'preview', label: t.preview, children: previewPane },
      ]}
    />
  );
}
