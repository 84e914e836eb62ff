import type { Database } from '@/server/db/client';
import { ticketHistories } from '@/server/db/schema';

export interface TicketChange {
  ticketId: number;
  userId: number | null;
  field: string;
  from?: string | number | boolean | null;
  to?: string | number | boolean | null;
}

const asText = (v: TicketChange['from']) => (v === undefined || v === null ? null : String(v));

const toRow = (change: TicketChange) => ({
  ticketId: change.ticketId,
  userId: change.userId,
  field: change.field,
  fromValue: asText(change.from),
  toValue: asText(change.to),
});

export async function recordTicketHistory(db: Pick<Database, 'insert'>, change: TicketChange): Promise<void> {
  await db.insert(ticketHistories).values(toRow(change));
}

/** Several changes of one action (e.g. pin + publish) in one insert. */
export async function recordTicketHistories(db: Pick<Database, 'insert'>, changes: TicketChange[]): Promise<void> {
  if (changes.length) await db.insert(ticketHistories).values(changes.map(toRow));
}
