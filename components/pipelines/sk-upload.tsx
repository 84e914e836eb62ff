import { useState } from 'react';
import dynamic from 'next/dynamic';
import { UploadOutlined } from '@ant-design/icons';
import { personnelAdminText } from '@/locales/id/personnel-admin';
import type { PipelineRow } from '@/services/personnel-admin';
import { Button } from '@/components/ui/button';
import { useOnceOpened } from '@/components/ui/use-once-opened';

const t = personnelAdminText.skUpload;

// The dialog (antd Modal and DatePicker) loads when it is first opened: none of it in the list's server render.
const SkUploadDialog = dynamic(() => import('./sk-upload-dialog'), { ssr: false });

/** "Unggah SK" of a KP row: a dialog with the decree's number, date and PDF. */
export function SkUploadAction({ row }: { row: PipelineRow }) {
  const [open, setOpen] = useState(false);
  const loaded = useOnceOpened(open);
  return (
    <>
      <Button size="small" icon={<UploadOutlined aria-hidden />} aria-label={t.openOf(row.nama)} onClick={() => setOpen(true)}>
        {t.open}
      </Button>
      {loaded && <SkUploadDialog row={row} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
