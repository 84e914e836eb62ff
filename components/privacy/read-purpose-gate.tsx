import { useEffect, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { onPurposeRequired } from '@/services/read-context';

// The form is fetched the first time a purpose is asked for.
const ReadPurposeModal = dynamic(() => import('./read-purpose-modal').then((m) => m.ReadPurposeModal), { ssr: false });

/**
 * On a staff page of `nip`'s record: a read answered 428 PURPOSE_REQUIRED opens the purpose
 * question once (reads waiting at the same time share it) and is sent again once it is answered.
 */
export function ReadPurposeGate({ nip }: { nip: string }) {
  const [answer, setAnswer] = useState<((stated: boolean) => void) | null>(null);
  const asking = useRef<Promise<boolean> | null>(null);
  useEffect(() => {
    onPurposeRequired(() => {
      asking.current ??= new Promise<boolean>((resolve) => setAnswer(() => resolve)).finally(() => {
        asking.current = null;
      });
      return asking.current;
    });
    return () => onPurposeRequired(undefined);
  }, []);
  if (!answer) return null;
  return (
    <ReadPurposeModal
      nip={nip}
      onDone={(stated) => {
        answer(stated);
        setAnswer(null);
      }}
    />
  );
}
