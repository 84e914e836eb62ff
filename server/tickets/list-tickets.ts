import { and, asc, count, desc, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { tickets } from '@/server/db/schema';
import type { Paginated } from '@/utils/schemas/common';
import type { TicketListItem } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { visibleTicketsFor } from './load-ticket';
import { assertFiltersAllowed, ticketFilters, type TicketListFilters } from './ticket-filters';
import { prioritySortKey, selectTicketRows, toTicketListItem } from './ticket-view';

type Reader = Pick<Database, 'select'>;

const ORDER: Record<TicketListFilters['sort'], SQL[]> = {
  newest: [desc(tickets.createdAt), desc(tickets.id)],
  oldest: [asc(tickets.createdAt), asc(tickets.id)],
  updated: [desc(tickets.updatedAt), desc(tickets.id)],
  priority: [prioritySortKey, desc(tickets.createdAt), desc(tickets.id)],
};

export interface TicketPageOptions {
  db: Reader;
  where: SQL | undefined;
  orderBy: SQL[];
  page: number;
  limit: number;
}

/** Two queries whatever the page size: the rows with their joins, and the count with the same where. */
export async function pageOfTickets({ db, where, orderBy, page, limit }: TicketPageOptions): Promise<Paginated<TicketListItem>> {
  const [rows, [{ total }]] = await Promise.all([
    selectTicketRows(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(tickets).where(where),
  ]);
  return { data: rows.map(toTicketListItem), total, page, limit };
}

export interface ListTicketsOptions {
  db: Reader;
  user: SessionUser;
  query: TicketListFilters;
  /** A condition the route adds, e.g. the requester of `/users/{id}/tickets`. */
  scope?: SQL;
}

/** `GET /tickets`: what the user may see, filtered, sorted and paginated. */
export async function listTickets({ db, user, query, scope }: ListTicketsOptions): Promise<Paginated<TicketListItem>> {
  assertFiltersAllowed(user, query);
  const where = and(visibleTicketsFor(user), scope, ticketFilters(user, query));
  return pageOfTickets({ db, where, orderBy: ORDER[query.sort], page: query.page, limit: query.limit });
}
