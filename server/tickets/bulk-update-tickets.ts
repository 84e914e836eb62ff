import { and, asc, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import { tickets, type Ticket } from '@/server/db/schema';
import { conflict, forbidden, notFound } from '@/server/http/errors';
import { bulkRefusals, type BulkChange } from '@/utils/rules/ticket-bulk';
import type { BulkTicketResult, BulkTicketSchema } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { assignTickets } from './change-agent';
import { recategorizeTickets } from './change-priority-sub-category';
import { moveTicketsStatus, statusNames } from './change-status';
import { ticketContext, visibleTicketsFor } from './load-ticket';
import type { Tx } from './ticket-transaction';
import { ticketTotals } from './ticket-totals';

export type BulkTicketInput = z.output<typeof BulkTicketSchema>;

const NOTHING_CHANGED = 'tidak ada tiket yang diubah';

/** The same writes as the single-ticket routes, through their services. */
function applyChange(tx: Tx, user: SessionUser, rows: Ticket[], change: BulkChange): Promise<number> {
  switch (change.action) {
    case 'assign':
      return assignTickets(tx, user, rows, change.value);
    case 'status':
      return moveTicketsStatus(tx, user, rows, change.value);
    case 'priority':
      return recategorizeTickets(tx, user, rows, { priority: change.value });
  }
}

/**
 * `POST /tickets/bulk` (bulk-update-tickets: staff). One transaction with every selected ticket
 * locked: each must exist (404), allow the action's own permission (403) and, for a status, the
 * lifecycle move (409); any refusal names the tickets and changes nothing. Then every ticket
 * gets the single route's update, history rows and notifications.
 */
export async function bulkUpdateTickets({ db, user, input }: { db: Database; user: SessionUser; input: BulkTicketInput }): Promise<BulkTicketResult> {
  const { ids, ...change } = input;
  const updated = await db.transaction(async (tx) => {
    // Locked in id order: two requests over overlapping selections wait for each other, never deadlock.
    const rows = await tx
      .select()
      .from(tickets)
      .where(and(inArray(tickets.id, ids), visibleTicketsFor(user)))
      .orderBy(asc(tickets.id))
      .for('update');
    const missing = ids.filter((id) => !rows.some((row) => row.id === id));
    if (missing.length) throw notFound(`Tiket dengan id ${missing.join(', ')} tidak ditemukan; ${NOTHING_CHANGED}`);
    const refused = bulkRefusals(user, change, rows.map((row) => ({ number: row.number, statusCode: row.statusCode, context: ticketContext(row) })));
    if (refused.forbidden.length) throw forbidden(`Anda tidak berwenang mengubah tiket ${refused.forbidden.join(', ')}; ${NOTHING_CHANGED}`);
    if (change.action === 'status' && refused.conflicting.length) {
      const nameOf = await statusNames(tx, [change.value]);
      throw conflict(`Status tiket ${refused.conflicting.join(', ')} tidak dapat diubah menjadi ${nameOf(change.value)}; ${NOTHING_CHANGED}`);
    }
    return applyChange(tx, user, rows, change);
  });
  // Remembered large totals would be off by up to 100 tickets for a while (ticket-totals.ts).
  ticketTotals().clear();
  return { updated };
}
