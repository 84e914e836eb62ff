import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { tickets } from '@/server/db/schema';
import { QUEUE_BUCKETS, queueFilters } from '@/utils/rules/ticket-queue';
import type { TicketQueue } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { visibleTicketsFor } from './load-ticket';
import { ticketFilters } from './ticket-filters';

type Reader = Pick<Database, 'select' | 'selectDistinct'>;

/** An agent's sub-categories: those of the tickets assigned to them (tickets_assignee_created_idx). */
async function handledSubCategories(db: Reader, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: tickets.subCategoryId })
    .from(tickets)
    .where(and(eq(tickets.assigneeId, userId), isNotNull(tickets.subCategoryId)));
  return rows.map((r) => r.id).filter((id): id is number => id !== null);
}

/**
 * `GET /tickets/queue` (see-ticket-queue: admins and agents): one count per card, each the total
 * the ticket list answers for the card's filters (the same `ticketFilters`, so a card and the
 * list it opens never disagree). Each count walks an index: assignee, status or the created one.
 */
export async function getTicketQueue({ db, user }: { db: Reader; user: SessionUser }): Promise<TicketQueue> {
  const role = user.current_role === 'agent' ? 'agent' : 'admin';
  const filters = queueFilters(role, role === 'agent' ? await handledSubCategories(db, user.id) : []);
  const buckets = await Promise.all(
    QUEUE_BUCKETS.map(async (key) => {
      const where = and(visibleTicketsFor(user), ticketFilters(user, { page: 1, limit: 20, sort: 'newest', ...filters[key] }));
      const [row] = await db.select({ total: count() }).from(tickets).where(where);
      return { key, total: row.total, filters: filters[key] };
    }),
  );
  return { buckets };
}
