import type { ReactNode } from 'react';
import { useTicketOfPage } from '@/hooks/privacy/use-read-from-ticket';
import { ReadPurposeGate } from './read-purpose-gate';

/**
 * A staff page of `nip`'s record (docs/privacy.md): its reads go with the ticket it was opened
 * from (`?tiket=`), or the purpose is asked once for that person in the session.
 */
export function StaffReadScope({ nip, children }: { nip: string; children: ReactNode }) {
  useTicketOfPage(nip);
  return (
    <>
      {children}
      <ReadPurposeGate nip={nip} />
    </>
  );
}
