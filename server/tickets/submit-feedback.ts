import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import { authorize } from '@/server/http/authorize';
import { conflict } from '@/server/http/errors';
import type { FeedbackSchema, TicketDetail } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { getTicketDetail } from './get-ticket-detail';
import { ticketContext } from './load-ticket';
import { inTicketTransaction, recordTicketEvent, updateTicket } from './ticket-transaction';

export type FeedbackInput = z.output<typeof FeedbackSchema>;

/**
 * `PATCH /tickets/{id}/feedback`: the requester rates a finished ticket (submit-feedback); later
 * changes need update-feedback (the feedback's own user). Only a SELESAI ticket takes feedback.
 */
export async function submitTicketFeedback({ db, user, id, input }: { db: Database; user: SessionUser; id: number; input: FeedbackInput }): Promise<TicketDetail> {
  await inTicketTransaction({ db, user, id }, async (tx, ticket) => {
    const first = ticket.stars === null;
    if (first) authorize(user, 'submit-feedback', { ticket: ticketContext(ticket) }, 'Hanya pengaju yang dapat memberi umpan balik');
    else authorize(user, 'update-feedback', { feedback: { user_id: ticket.requesterId } }, 'Hanya pemberi umpan balik yang dapat mengubahnya');
    if (ticket.statusCode !== 'SELESAI') throw conflict('Umpan balik hanya dapat diberikan untuk tiket yang sudah selesai');
    const updated = await updateTicket(tx, id, { stars: input.stars, requesterComment: input.requester_comment, feedbackPublic: input.publish, feedbackName: input.publish_name });
    await recordTicketEvent(tx, {
      ticket: updated,
      actorId: user.id,
      changes: [{ field: 'feedback', from: ticket.stars, to: input.stars }],
      type: 'feedback',
      title: first ? `Umpan balik untuk tiket ${ticket.number}` : `Umpan balik tiket ${ticket.number} diperbarui`,
    });
  });
  return getTicketDetail({ db, user, id });
}
