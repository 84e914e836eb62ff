import { useState } from 'react';
import dynamic from 'next/dynamic';
import { UploadOutlined } from '@ant-design/icons';
import { siasnServicesText } from '@/locales/id/siasn-services';
import { Button } from '@/components/ui/button';
import { useOnceOpened } from '@/components/ui/use-once-opened';
import type { UsulanRow } from '@/utils/schemas/siasn-usulan';

// The drawer (antd's Drawer, Upload, Progress) loads with the first click.
const ResendDrawer = dynamic(() => import('./resend-drawer'), { ssr: false });

/** "Unggah ulang dokumen" on a proposal SIASN sent back: opens the drawer that sends the new PDF. */
export function ResendUsulan({ nip, row }: { nip: string | null; row: UsulanRow }) {
  const [open, setOpen] = useState(false);
  const loaded = useOnceOpened(open);
  return (
    <>
      <Button type="primary" icon={<UploadOutlined aria-hidden />} onClick={() => setOpen(true)} data-testid="usulan-resend">
        {siasnServicesText.usulan.resend}
      </Button>
      {loaded && <ResendDrawer open={open} onClose={() => setOpen(false)} nip={nip} row={row} />}
    </>
  );
}
