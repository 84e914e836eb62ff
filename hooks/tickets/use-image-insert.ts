import { useEffect, useRef, type ClipboardEvent, type DragEvent, type RefObject } from 'react';
import { ticketsText } from '@/locales/id/tickets';
import { useNotify } from '@/components/ui/use-notify';
import { useUploadFile } from './use-upload-file';

/** `snippet` on its own line in place of `text[start, end)`; the text and the caret right after it. */
export function insertSnippet(text: string, start: number, end: number, snippet: string): { text: string; caret: number } {
  const from = Math.min(start, text.length);
  const before = text.slice(0, from);
  const glue = before === '' || before.endsWith('\n') ? '' : '\n';
  const head = `${before}${glue}${snippet}\n`;
  return { text: `${head}${text.slice(Math.min(Math.max(end, from), text.length))}`, caret: head.length };
}

interface Options {
  textRef: RefObject<HTMLTextAreaElement | null>;
  value: string;
  onChange?: (value: string) => void;
}

/**
 * Images picked, pasted or dropped into the markdown text area: uploaded one after another (POST
 * /uploads, with progress), each link inserted where the cursor was when they came in. A refusal
 * (415 type, 413 size or quota) is toasted with the API's own message.
 */
export function useImageInsert({ textRef, value, onChange }: Options) {
  const upload = useUploadFile();
  const notify = useNotify();
  // Uploads take a while: insert into the text as it is then, not as it was when they started.
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const caret = useRef<number | null>(null);

  useEffect(() => {
    const area = textRef.current;
    if (caret.current === null || !area) return;
    area.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value, textRef]);

  const insertFiles = async (files: File[]) => {
    const area = textRef.current;
    let start = area?.selectionStart ?? latest.current.value.length;
    let end = area?.selectionEnd ?? start;
    for (const file of files) {
      try {
        const stored = await upload.mutateAsync(file);
        const next = insertSnippet(latest.current.value, start, end, `![${stored.name}](${stored.url})`);
        latest.current.value = next.text; // the next file goes after this one even before a re-render
        caret.current = next.caret;
        latest.current.onChange?.(next.text);
        start = end = next.caret;
      } catch (error) {
        notify.failed(error instanceof Error ? error.message : ticketsText.editor.uploadFailed);
      }
    }
  };

  return {
    progress: upload.progress,
    insertFiles,
    onPaste: (event: ClipboardEvent<HTMLTextAreaElement>) => {
      const files = Array.from(event.clipboardData.files);
      // Text that comes with a picture of itself (spreadsheet cells, documents) is pasted as text.
      if (files.length === 0 || Array.from(event.clipboardData.types).includes('text/plain')) return;
      event.preventDefault();
      void insertFiles(files);
    },
    onDragOver: (event: DragEvent<HTMLTextAreaElement>) => {
      if (Array.from(event.dataTransfer.types).includes('Files')) event.preventDefault();
    },
    onDrop: (event: DragEvent<HTMLTextAreaElement>) => {
      const files = Array.from(event.dataTransfer.files);
      if (files.length === 0) return;
      event.preventDefault(); // otherwise the browser opens the file in place of the portal
      void insertFiles(files);
    },
  };
}
