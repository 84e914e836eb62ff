import dynamic from 'next/dynamic';
import { useOnceOpened } from '@/components/ui/use-once-opened';
import type { ComposeDraft } from './compose-modal';

export type { ComposeDraft };

// The dialog (antd Modal, Form and Select, the markdown editor) loads when it is first opened.
const ComposeModal = dynamic(() => import('./compose-modal').then((m) => m.ComposeModal), { ssr: false });

/** The compose dialog, open while there is a draft; none of its code before the first one. */
export function ComposeDialog({ draft, onClose }: { draft: ComposeDraft | null; onClose: () => void }) {
  const loaded = useOnceOpened(draft !== null);
  return loaded && <ComposeModal draft={draft} onClose={onClose} />;
}
