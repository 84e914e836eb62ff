import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { ticketHistories, ticketSubscriptions, tickets, users } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import type { TicketDetail, TicketHistoryView } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { loadCommentViews } from './comment-view';
import { visibleTicketsFor } from './load-ticket';
import { selectTicketRows, toTicketListItem } from './ticket-view';
import { iso, userSummaryColumns } from './user-summary';

type Reader = Pick<Database, 'select'>;

async function loadHistories(db: Reader, ticketId: number): Promise<TicketHistoryView[]> {
  const rows = await db
    .select({ history: ticketHistories, user: userSummaryColumns(users) })
    .from(ticketHistories)
    .leftJoin(users, eq(users.id, ticketHistories.userId))
    .where(eq(ticketHistories.ticketId, ticketId))
    .orderBy(asc(ticketHistories.createdAt), asc(ticketHistories.id));
  return rows.map(({ history, user }) => ({
    id: history.id,
    user,
    field: history.field,
    from_value: history.fromValue,
    to_value: history.toValue,
    created_at: iso(history.createdAt),
  }));
}

async function isSubscribed(db: Reader, ticketId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: ticketSubscriptions.userId })
    .from(ticketSubscriptions)
    .where(and(eq(ticketSubscriptions.ticketId, ticketId), eq(ticketSubscriptions.userId, userId)));
  return rows.length > 0;
}

/**
 * A ticket as its page shows it. Five queries whatever the number of comments, reactions and
 * history rows: the ticket with its joins (404 when not visible), then comments, reactions,
 * histories and the viewer's subscription side by side.
 */
export async function getTicketDetail({ db, user, id }: { db: Reader; user: SessionUser; id: number }): Promise<TicketDetail> {
  const [row] = await selectTicketRows(db).where(and(eq(tickets.id, id), visibleTicketsFor(user)));
  if (!row) throw notFound('Tiket tidak ditemukan');
  const [comments, histories, subscribed] = await Promise.all([
    loadCommentViews({ db, user, ticketId: id }),
    loadHistories(db, id),
    isSubscribed(db, id, user.id),
  ]);
  const { ticket } = row;
  return {
    ...toTicketListItem(row),
    description_markdown: ticket.descriptionMarkdown,
    description_html: ticket.descriptionHtml,
    published_at: iso(ticket.publishedAt),
    start_work_at: iso(ticket.startWorkAt),
    completed_at: iso(ticket.completedAt),
    total_reminders: ticket.totalReminders,
    stars: ticket.stars,
    requester_comment: ticket.requesterComment,
    is_subscribed: subscribed,
    comments,
    histories,
  };
}
