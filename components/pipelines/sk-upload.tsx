import { createContext, useContext, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { personnelAdminText } from '@/locales/id/personnel-admin';
import type { PipelineRow } from '@/services/personnel-admin';
import { Button } from '@/components/ui/button';
import { SvgIcon } from '@/components/ui/svg-icon';
import { useOnceOpened } from '@/components/ui/use-once-opened';

const t = personnelAdminText.skUpload;

// The dialog (antd Modal and DatePicker) loads when it is first opened: none of it in the list's server render.
const SkUploadDialog = dynamic(() => import('./sk-upload-dialog'), { ssr: false });

const OpenSkUpload = createContext<(row: PipelineRow) => void>(() => undefined);

/**
 * The KP list's one "Unggah SK" dialog, opened by any row's button: a row draws a plain button,
 * not a dialog and its state of its own (twenty of them were a measurable share of the page's
 * server render, docs/performance.md). The row stays while the dialog plays its closing motion.
 */
export function SkUploadHost({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<{ row: PipelineRow; open: boolean } | null>(null);
  const loaded = useOnceOpened(dialog?.open ?? false);
  return (
    <OpenSkUpload.Provider value={(row) => setDialog({ row, open: true })}>
      {children}
      {loaded && dialog && <SkUploadDialog row={dialog.row} open={dialog.open} onClose={() => setDialog({ ...dialog, open: false })} />}
    </OpenSkUpload.Provider>
  );
}

/** "Unggah SK" of a KP row: opens the host's dialog with the decree's number, date and PDF. */
export function SkUploadAction({ row }: { row: PipelineRow }) {
  const open = useContext(OpenSkUpload);
  return (
    <Button size="small" icon={<SvgIcon name="upload" aria-hidden />} aria-label={t.openOf(row.nama)} onClick={() => open(row)}>
      {t.open}
    </Button>
  );
}
