import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import { authorize } from '@/server/http/authorize';
import { renderMarkdown } from '@/server/markdown/render-markdown';
import type { TicketDetail, UpdateTicketSchema } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { getTicketDetail } from './get-ticket-detail';
import { ticketContext } from './load-ticket';
import { inTicketTransaction, recordTicketEvent, updateTicket, type TicketEventInput, type TicketUpdate } from './ticket-transaction';

export type UpdateTicketInput = z.output<typeof UpdateTicketSchema>;

/**
 * `PATCH /tickets/{id}`: the title needs `edit-ticket-title`, the description
 * `edit-ticket-description`. The description's history row marks the change without copying
 * the texts (they can be long and live in the ticket itself).
 */
export async function editTicket({ db, user, id, input }: { db: Database; user: SessionUser; id: number; input: UpdateTicketInput }): Promise<TicketDetail> {
  const descriptionHtml = input.description !== undefined ? await renderMarkdown(input.description) : undefined;
  await inTicketTransaction({ db, user, id }, async (tx, ticket) => {
    const context = { ticket: ticketContext(ticket) };
    if (input.title !== undefined) authorize(user, 'edit-ticket-title', context, 'Anda tidak dapat mengubah judul tiket ini');
    if (input.description !== undefined) authorize(user, 'edit-ticket-description', context, 'Hanya pengaju yang dapat mengubah deskripsi tiket');
    const values: TicketUpdate = {};
    const changes: TicketEventInput['changes'] = [];
    if (input.title !== undefined && input.title !== ticket.title) {
      values.title = input.title;
      changes.push({ field: 'title', from: ticket.title, to: input.title });
    }
    if (input.description !== undefined && input.description !== ticket.descriptionMarkdown) {
      values.descriptionMarkdown = input.description;
      values.descriptionHtml = descriptionHtml;
      changes.push({ field: 'description' });
    }
    if (changes.length === 0) return;
    const updated = await updateTicket(tx, id, values);
    await recordTicketEvent(tx, { ticket: updated, actorId: user.id, changes, type: 'ticket_updated', title: `Tiket ${updated.number} diperbarui` });
  });
  return getTicketDetail({ db, user, id });
}
