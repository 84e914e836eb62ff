import { useEffect, useState } from 'react';
import { useRouter } from 'next/router';
import { readFromTicket } from '@/services/read-context';

/**
 * Reads of `nip` made while the calling component is shown go out with `ticketId` (docs/privacy.md).
 * Registered during render too: the children's queries start before this component's effects run.
 */
export function useReadFromTicket(nip: string | null, ticketId: number | undefined): void {
  if (nip && ticketId) readFromTicket(nip, ticketId);
  useEffect(() => (nip && ticketId ? readFromTicket(nip, ticketId) : undefined), [nip, ticketId]);
}

/** The ticket a record page was opened from (`?tiket=`), kept while the page stays (its section links drop it). */
export function useTicketOfPage(nip: string | null): number | undefined {
  const { query } = useRouter();
  const [ticketId] = useState(() => {
    const id = Number(query.tiket);
    return Number.isInteger(id) && id > 0 ? id : undefined;
  });
  useReadFromTicket(nip, ticketId);
  return ticketId;
}
