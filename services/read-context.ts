import { isApiError } from './api';

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

/** Answers whether the purpose of a staff read was stated (then the read is sent again), e.g. by a modal. */
export type PurposeAsker = () => Promise<boolean>;
let askPurpose: PurposeAsker | undefined;

/** The staff record pages ask for a purpose when a read answers 428 PURPOSE_REQUIRED (docs/privacy.md); undefined stops. */
export function onPurposeRequired(asker: PurposeAsker | undefined): void {
  askPurpose = asker;
}

/** A read of a record: on 428 PURPOSE_REQUIRED, asked (when a page asks) and sent once more. */
export async function withPurpose<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (askPurpose && isApiError(error) && error.response?.data?.code === 'PURPOSE_REQUIRED' && (await askPurpose())) return read();
    throw error;
  }
}
