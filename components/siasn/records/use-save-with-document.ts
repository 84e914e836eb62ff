import { useState } from 'react';
import { siasnRecordsText as t } from '@/locales/id/siasn-records';
import { apiErrorMessage } from '@/services/api';
import type { SavedRecord } from '@/services/siasn-records';
import { useSaveRecord, useUploadRecordDocument } from '@/hooks/siasn/use-record-mutations';
import { useNotify } from '@/components/ui/use-notify';
import type { RecordKind } from '@/utils/catalogue/personnel-writes';
import type { AnyRecordInput } from '@/utils/schemas/siasn-records';

// A fast upload (a small PDF on a good line) would flash the bar for a frame: it stays this long.
const MIN_PROGRESS_MS = 700;
const pause = (ms: number) => new Promise((done) => setTimeout(done, Math.max(0, ms)));

/**
 * "Simpan" of a history entry and its document in one action, in the order of siasn-protocol.md
 * section 4 ("after save"): the entry is saved, then its PDF goes to upload-dok-rw with the id the
 * save answered. A failed upload leaves the saved entry as it is: `unsent` holds its id, so the
 * form can send the document again (never the entry a second time).
 */
export function useSaveWithDocument(kind: RecordKind, nip: string | null) {
  const save = useSaveRecord(kind, nip);
  const upload = useUploadRecordDocument(kind, nip);
  const notify = useNotify();
  const [progress, setProgress] = useState<number | null>(null);
  const [unsent, setUnsent] = useState<{ id: string; reason: string } | null>(null);

  /** Sends the document of the saved entry `id`; true when it is in SIASN. */
  const sendDocument = async (id: string, file: File): Promise<boolean> => {
    const started = Date.now();
    setProgress(0);
    setUnsent(null);
    try {
      await upload.mutateAsync({ id, file, onProgress: setProgress });
      setProgress(100);
      await pause(MIN_PROGRESS_MS - (Date.now() - started));
      notify.success(t.savedWithDocument);
      return true;
    } catch (error) {
      const reason = apiErrorMessage(error, t.uploadFailed);
      setUnsent({ id, reason });
      notify.warning(t.documentNotSent);
      return false;
    } finally {
      setProgress(null);
    }
  };

  /**
   * Saves the entry (a save refusal is thrown, for the form's fields), then its document when one
   * was picked; true when everything is done and the form may close.
   */
  const saveEntry = async (input: AnyRecordInput, file: File | null): Promise<boolean> => {
    const saved: SavedRecord = await save.mutateAsync(input);
    if (saved.reread === 'failed') notify.warning(t.savedNotReread);
    const id = saved.id ?? input.id;
    if (!file) {
      notify.success(saved.message);
      return true;
    }
    if (!id) {
      notify.warning(t.savedWithoutId);
      return true;
    }
    return sendDocument(id, file);
  };

  return { saveEntry, sendDocument, progress, unsent, busy: save.isPending || upload.isPending || progress !== null };
}
