// The ticket a staff screen reads a person's record from (docs/privacy.md): the requester panel and
// a record page opened from a ticket (`?tiket=`) register it; each read of that NIP then sends it,
// and the server takes the ticket as the purpose (it checks the ticket is that person's).
const fromTicket = new Map<string, number>();

/** Reads of `nip` go out with `ticketId` until the returned release is called. */
export function readFromTicket(nip: string, ticketId: number): () => void {
  fromTicket.set(nip, ticketId);
  return () => {
    if (fromTicket.get(nip) === ticketId) fromTicket.delete(nip);
  };
}

/** The query parameters of a read of `nip` (null: the own record, never from a ticket). */
export function readParams(nip: string | null | undefined): { tiket?: number } {
  const ticketId = nip ? fromTicket.get(nip) : undefined;
  return ticketId === undefined ? {} : { tiket: ticketId };
}

/** The same as `readParams`, for a URL an element loads itself (<img>, a document link). */
export function readSearch(nip: string | null | undefined): Record<string, string> {
  const { tiket } = readParams(nip);
  return tiket === undefined ? {} : { tiket: String(tiket) };
}
