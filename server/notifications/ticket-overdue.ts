import { and, asc, eq, isNull, notExists, notInArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { subCategories, ticketOverdueNotices, tickets, users } from '@/server/db/schema';
import { notificationEventText as t } from '@/locales/id/notification-events';
import { FINISHED_STATUS_CODES } from '@/utils/rules/ticket-due';
import { notifyUsers } from './notify-users';

export const TICKET_OVERDUE = 'ticket_overdue';
/** Tickets told per round; the rest wait for the next one. */
const BATCH = 100;
/**
 * Only due times that passed within this many hours are told: a portal started after a long stop
 * (or on old data) does not mail every ticket that has been late for weeks.
 */
export const OVERDUE_NOTICE_WINDOW_HOURS = 24;
/** How often the portal looks (with the job worker). */
export const TICKET_OVERDUE_INTERVAL_MS = 60_000;

// As text, so the due time keeps its microseconds and the notice's key matches it exactly.
const dueAt = sql<string>`(${tickets.createdAt} + make_interval(hours => ${subCategories.durationTargetHours}))`;

function overdueWhere(now: Date) {
  const since = new Date(now.getTime() - OVERDUE_NOTICE_WINDOW_HOURS * 3_600_000);
  return and(
    notInArray(tickets.statusCode, [...FINISHED_STATUS_CODES]),
    isNull(tickets.mergedIntoId),
    sql`${dueAt} <= ${now.toISOString()}::timestamptz`,
    sql`${dueAt} > ${since.toISOString()}::timestamptz`,
    notExists(sql`(select 1 from ${ticketOverdueNotices} where ${ticketOverdueNotices.ticketId} = ${tickets.id} and ${ticketOverdueNotices.dueAt} = ${dueAt})`),
  );
}

/**
 * One round (docs/notifications.md, E-mail section 3): each unfinished ticket whose due time
 * passed is told once per due time to its assignee, or to the active admins while nobody has it.
 * The notice row and the notifications are written in one transaction; the notice's primary key
 * (ticket, due time) makes a rerun or a second worker write nothing.
 */
export async function notifyOverdueTickets({ db, now = new Date() }: { db: Database; now?: Date }): Promise<{ notified: number }> {
  const due = await db
    .select({ id: tickets.id, number: tickets.number, title: tickets.title, assigneeId: tickets.assigneeId, dueAt: sql<string>`${dueAt}::text` })
    .from(tickets)
    .innerJoin(subCategories, eq(subCategories.id, tickets.subCategoryId))
    .where(overdueWhere(now))
    .orderBy(asc(dueAt), asc(tickets.id))
    .limit(BATCH);
  let notified = 0;
  for (const ticket of due) {
    notified += await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(ticketOverdueNotices)
        .values({ ticketId: ticket.id, dueAt: sql`${ticket.dueAt}::timestamptz` })
        .onConflictDoNothing()
        .returning({ ticketId: ticketOverdueNotices.ticketId });
      if (!claimed) return 0;
      const admins = ticket.assigneeId
        ? []
        : await tx.select({ id: users.id }).from(users).where(and(eq(users.currentRole, 'admin'), isNull(users.deactivatedAt)));
      return notifyUsers(tx, {
        toUserIds: ticket.assigneeId ? [ticket.assigneeId] : admins.map((a) => a.id),
        fromUserId: null,
        type: TICKET_OVERDUE,
        ticketId: ticket.id,
        title: t.ticketOverdue(ticket.number, ticket.title),
      });
    });
  }
  return { notified };
}
