import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import { subCategories } from '@/server/db/schema';
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
 * `PATCH /tickets/{id}/priority-sub-category` (change-priority-kategory: admin or the assigned
 * agent). An absent field stays as it is; null clears it.
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
    const values: TicketUpdate = {};
    const changes: TicketEventInput['changes'] = [];
    if (input.priority !== undefined && input.priority !== ticket.priorityCode) {
      values.priorityCode = input.priority;
      changes.push({ field: 'priority', from: ticket.priorityCode, to: input.priority });
    }
    const nextSub = input.sub_category_id;
    if (nextSub !== undefined && nextSub !== ticket.subCategoryId) {
      const to = nextSub === null ? null : await requireSubCategory(tx, nextSub);
      values.subCategoryId = nextSub;
      changes.push({ field: 'sub_category', from: await subCategoryName(tx, ticket.subCategoryId), to });
    }
    if (changes.length === 0) return;
    const updated = await updateTicket(tx, id, values);
    await recordTicketEvent(tx, {
      ticket: updated,
      actorId: user.id,
      changes,
      type: 'ticket_categorized',
      title: `Prioritas atau kategori tiket ${ticket.number} diubah`,
    });
  });
  return getTicketDetail({ db, user, id });
}
