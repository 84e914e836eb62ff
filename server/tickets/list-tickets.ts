import { and, asc, desc, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { tickets } from '@/server/db/schema';
import type { Paginated } from '@/utils/schemas/common';
import type { TicketListItem } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { visibleTicketsFor } from './load-ticket';
import { assertFiltersAllowed, ticketFilters, type TicketListFilters } from './ticket-filters';
import { ticketTotals, type TicketTotals } from './ticket-totals';
import { prioritySortKey, selectTicketPage } from './ticket-view';

type Reader = Pick<Database, 'select'>;

// Each order matches an index scanned backwards or forwards (tickets_created_idx,
// tickets_updated_idx); `priority` sorts the filtered rows (see docs/performance.md).
export const TICKET_ORDER: Record<TicketListFilters['sort'], SQL[]> = {
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
  /** Where large totals are remembered (tests pass their own). */
  totals?: TicketTotals;
}

/**
 * At most two statements whatever the page size, run side by side: the page (ids first, then
 * those rows as JSON) and the total, which is skipped while a large total for the same filter
 * is remembered (`TicketTotals`).
 */
export async function pageOfTickets({ db, where, orderBy, page, limit, totals = ticketTotals() }: TicketPageOptions): Promise<Paginated<TicketListItem>> {
  const [data, total] = await Promise.all([
    selectTicketPage(db, { where, orderBy, limit, offset: (page - 1) * limit }),
    totals.cached(where) ?? totals.count(db, where),
  ]);
  return { data, total, page, limit };
}

export interface ListTicketsOptions {
  db: Reader;
  user: SessionUser;
  query: TicketListFilters;
  /** A condition the route adds, e.g. the requester of `/users/{id}/tickets`. */
  scope?: SQL;
  totals?: TicketTotals;
}

/** `GET /tickets`: what the user may see, filtered, sorted and paginated. */
export async function listTickets({ db, user, query, scope, totals }: ListTicketsOptions): Promise<Paginated<TicketListItem>> {
  assertFiltersAllowed(user, query);
  const where = ticketListWhere(user, query, scope);
  return pageOfTickets({ db, where, orderBy: TICKET_ORDER[query.sort], page: query.page, limit: query.limit, totals });
}

/** The `where` of a list: visibility, the route's scope and the query's filters. */
export function ticketListWhere(user: SessionUser, query: TicketListFilters, scope?: SQL): SQL | undefined {
  return and(visibleTicketsFor(user), scope, ticketFilters(user, query));
}
