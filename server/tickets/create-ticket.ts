import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import { ticketSubscriptions, tickets } from '@/server/db/schema';
import { renderMarkdown } from '@/server/markdown/render-markdown';
import type { CreateTicketSchema, TicketDetail } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { getTicketDetail } from './get-ticket-detail';
import { requireSubCategory } from './sub-category';
import { recordHistory } from '@/server/users/histories';
import { recordTicketEvent } from './ticket-transaction';
import { autoAssignTicket } from './assignment/auto-assign';

export type CreateTicketInput = z.output<typeof CreateTicketSchema>;

/**
 * A new ticket starts DIAJUKAN, unpublished, and unassigned unless its sub-category assigns
 * automatically (docs/assignment.md). The row, its assignment, its 'created' history,
 * the admins' notifications, the requester's subscription and activity entry commit together.
 */
export async function createTicket({ db, user, input }: { db: Database; user: SessionUser; input: CreateTicketInput }): Promise<TicketDetail> {
  const descriptionHtml = await renderMarkdown(input.description);
  const id = await db.transaction(async (tx) => {
    if (input.sub_category_id !== undefined) await requireSubCategory(tx, input.sub_category_id);
    const [ticket] = await tx
      .insert(tickets)
      .values({
        title: input.title,
        descriptionMarkdown: input.description,
        descriptionHtml,
        requesterId: user.id,
        subCategoryId: input.sub_category_id ?? null,
        statusCode: 'DIAJUKAN',
      })
      .returning();
    await recordTicketEvent(tx, {
      ticket,
      actorId: user.id,
      changes: [{ field: 'created', to: ticket.statusCode }],
      type: 'ticket_created',
      title: `Tiket baru ${ticket.number}`,
    });
    await autoAssignTicket(tx, ticket);
    await tx.insert(ticketSubscriptions).values({ ticketId: ticket.id, userId: user.id }).onConflictDoNothing();
    await recordHistory({ db: tx, userId: user.id, kind: 'ticket_created', detail: ticket.number });
    return ticket.id;
  });
  return getTicketDetail({ db, user, id });
}
