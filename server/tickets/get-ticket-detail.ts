import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { ticketHistories, ticketSubscriptions, tickets, users } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import type { TicketDetail, TicketHistoryView } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { loadCommentViews } from './comment-view';
import { visibleTicketsFor } from './load-ticket';
import { selectTicketDetailRow, toTicketListItem } from './ticket-view';
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

/** The ticket with its references and whether the viewer follows it; none when it is not visible. */
async function loadTicketRow(db: Reader, user: SessionUser, id: number) {
  const subscribed = sql<boolean>`exists (select 1 from ${ticketSubscriptions} where ${ticketSubscriptions.ticketId} = ${tickets.id} and ${ticketSubscriptions.userId} = ${user.id})`;
  const [row] = await selectTicketDetailRow(db, { subscribed }).where(and(eq(tickets.id, id), visibleTicketsFor(user)));
  return row;
}

/**
 * A ticket as its page shows it. Three statements whatever the number of comments, reactions and
 * history rows: the ticket with its references and the viewer's subscription (404 when not visible),
 * then side by side the comments with authors and reactions, and the histories.
 */
export async function getTicketDetail({ db, user, id }: { db: Reader; user: SessionUser; id: number }): Promise<TicketDetail> {
  const row = await loadTicketRow(db, user, id);
  if (!row) throw notFound('Tiket tidak ditemukan');
  const [comments, histories] = await Promise.all([loadCommentViews({ db, user, ticketId: id }), loadHistories(db, id)]);
  return {
    ...toTicketListItem(row),
    description_markdown: row.descriptionMarkdown,
    description_html: row.descriptionHtml,
    published_at: iso(row.publishedAt),
    start_work_at: iso(row.startWorkAt),
    completed_at: iso(row.completedAt),
    total_reminders: row.totalReminders,
    stars: row.stars,
    requester_comment: row.requesterComment,
    is_subscribed: row.subscribed,
    comments,
    histories,
  };
}
