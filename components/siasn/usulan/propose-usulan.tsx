import { useState } from 'react';
import dynamic from 'next/dynamic';
import { PlusOutlined } from '@ant-design/icons';
import { siasnServicesText } from '@/locales/id/siasn-services';
import { Button } from '@/components/ui/button';
import { useOnceOpened } from '@/components/ui/use-once-opened';
import type { UsulanDraft } from './usulan-drawer';

// The drawer (antd's Drawer, Upload, Progress) loads with the first click.
const UsulanDrawer = dynamic(() => import('./usulan-drawer'), { ssr: false });

interface Props {
  nip: string | null;
  /** What the drawer starts with: the service, and for a degree inclusion the previewed titles. */
  draft: UsulanDraft;
  label?: string;
  disabled?: boolean;
  type?: 'primary' | 'default';
}

/** A button that opens the "Ajukan usulan" drawer. */
export function ProposeUsulan({ nip, draft, label = siasnServicesText.usulan.submit, disabled, type = 'primary' }: Props) {
  const [open, setOpen] = useState(false);
  const loaded = useOnceOpened(open);
  return (
    <>
      <Button type={type} icon={<PlusOutlined aria-hidden />} onClick={() => setOpen(true)} disabled={disabled} data-testid="ajukan-usulan">
        {label}
      </Button>
      {loaded && <UsulanDrawer open={open} onClose={() => setOpen(false)} nip={nip} draft={draft} />}
    </>
  );
}
