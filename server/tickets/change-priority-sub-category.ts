import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import { subCategories, type Ticket } from '@/server/db/schema';
import { authorize } from '@/server/http/authorize';
import type { ChangePrioritySubCategorySchema, TicketDetail } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { getTicketDetail } from './get-ticket-detail';
import { ticketContext } from './load-ticket';
import { requireSubCategory } from './sub-category';
import { inTicketTransaction, recordTicketEvent, updateTicket, type TicketEventInput, type TicketUpdate, type Tx } from './ticket-transaction';

export type ChangePrioritySubCategoryInput = z.output<typeof ChangePrioritySubCategorySchema>;

async function subCategoryName(tx: Tx, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await tx.select({ name: subCategories.name }).from(subCategories).where(eq(subCategories.id, id));
  return row?.name ?? null;
}

/**
 * Sets the priority and/or sub-category of tickets the caller has locked and checked
 * (change-priority-kategory). An absent field stays as it is; null clears it; a ticket that
 * already has the values is left alone. Returns how many changed.
 */
export async function recategorizeTickets(tx: Tx, user: SessionUser, tickets: Ticket[], input: ChangePrioritySubCategoryInput): Promise<number> {
  const nextSub = input.sub_category_id;
  let nextSubName: string | null | undefined;
  let changed = 0;
  for (const ticket of tickets) {
    const values: TicketUpdate = {};
    const changes: TicketEventInput['changes'] = [];
    if (input.priority !== undefined && input.priority !== ticket.priorityCode) {
      values.priorityCode = input.priority;
      changes.push({ field: 'priority', from: ticket.priorityCode, to: input.priority });
    }
    if (nextSub !== undefined && nextSub !== ticket.subCategoryId) {
      nextSubName ??= nextSub === null ? null : await requireSubCategory(tx, nextSub);
      values.subCategoryId = nextSub;
      changes.push({ field: 'sub_category', from: await subCategoryName(tx, ticket.subCategoryId), to: nextSubName });
    }
    if (changes.length === 0) continue;
    const updated = await updateTicket(tx, ticket.id, values);
    await recordTicketEvent(tx, {
      ticket: updated,
      actorId: user.id,
      changes,
      type: 'ticket_categorized',
      title: `Prioritas atau kategori tiket ${ticket.number} diubah`,
    });
    changed += 1;
  }
  return changed;
}

/**
 * `PATCH /tickets/{id}/priority-sub-category` (change-priority-kategory: admin or the assigned
 * agent).
 */
export async function changeTicketPrioritySubCategory({
  db,
  user,
  id,
  input,
}: {
  db: Database;
  user: SessionUser;
  id: number;
  input: ChangePrioritySubCategoryInput;
}): Promise<TicketDetail> {
  await inTicketTransaction({ db, user, id }, async (tx, ticket) => {
    authorize(user, 'change-priority-kategory', { ticket: ticketContext(ticket) });
    await recategorizeTickets(tx, user, [ticket], input);
  });
  return getTicketDetail({ db, user, id });
}
