import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { ticketComments, ticketHistories, tickets, type Ticket } from '@/server/db/schema';
import type { FeedbackName } from '@/utils/rules/feedback-name';
import type { SessionUser } from '@/utils/session-user';
import { insertTicket } from './ticket-fixtures';

const MINUTE = 60_000;

/**
 * A finished ticket rated `stars` with `comment`, its feedback given at `at` (a history row, as the
 * route writes); `publish`: the requester's consent to the landing page and the name chosen (null: none).
 */
export async function insertFeedback(
  db: Database,
  requester: SessionUser,
  { stars = 5, comment, at = new Date(), title, publish = 'full' }: { stars?: number; comment: string | null; at?: Date; title?: string; publish?: FeedbackName | null },
): Promise<Ticket> {
  const ticket = await insertTicket(db, { requester, status: 'SELESAI', stars, ...(title ? { title } : {}) });
  await db.update(tickets).set({ requesterComment: comment, feedbackPublic: publish !== null, feedbackName: publish ?? 'initials' }).where(eq(tickets.id, ticket.id));
  await db.insert(ticketHistories).values({ ticketId: ticket.id, userId: requester.id, field: 'feedback', toValue: String(stars), createdAt: at });
  return ticket;
}

/** A ticket created at `createdAt` and comments `minutes` after it, by whom and whether internal. */
export async function insertTicketWithReplies(
  db: Database,
  requester: SessionUser,
  createdAt: Date,
  replies: { by: SessionUser; minutes: number; internal?: boolean }[],
): Promise<Ticket> {
  const ticket = await insertTicket(db, { requester, createdAt });
  for (const reply of replies) {
    const at = new Date(createdAt.getTime() + reply.minutes * MINUTE);
    await db.insert(ticketComments).values({ ticketId: ticket.id, userId: reply.by.id, markdown: 'Balasan', html: '<p>Balasan</p>', isInternal: reply.internal ?? false, createdAt: at, updatedAt: at });
  }
  return ticket;
}
