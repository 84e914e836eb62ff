import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { JsonText } from '@/server/http/json-text';
import { tickets } from '@/server/db/schema';
import type { Paginated } from '@/utils/schemas/common';
import type { TicketListItem } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import type { Viewer } from './comment-visibility';
import { visibleTicketsFor } from './load-ticket';
import { assertFiltersAllowed, ticketFilters, type TicketListFilters } from './ticket-filters';
import { ticketTotals, type TicketTotals } from './ticket-totals';
import { prioritySortKey, selectTicketPageText } from './ticket-view';

type Reader = Pick<Database, 'select'>;

const titleKey = sql`lower(${tickets.title})`;

// Each order but the priority ones matches an index scanned forwards or backwards
// (tickets_created_idx, tickets_updated_idx, tickets_title_sort_idx, tickets_status_created_idx),
// so a page stops after `offset + limit` entries; a reverse order is the whole order reversed,
// ties included. `priority` sorts the filtered rows (see docs/performance.md).
export const TICKET_ORDER: Record<TicketListFilters['sort'], SQL[]> = {
  newest: [desc(tickets.createdAt), desc(tickets.id)],
  oldest: [asc(tickets.createdAt), asc(tickets.id)],
  updated: [desc(tickets.updatedAt), desc(tickets.id)],
  updated_asc: [asc(tickets.updatedAt), asc(tickets.id)],
  title_asc: [asc(titleKey), asc(tickets.id)],
  title_desc: [desc(titleKey), desc(tickets.id)],
  status_asc: [asc(tickets.statusCode), asc(tickets.createdAt), asc(tickets.id)],
  status_desc: [desc(tickets.statusCode), desc(tickets.createdAt), desc(tickets.id)],
  priority: [prioritySortKey('desc'), desc(tickets.createdAt), desc(tickets.id)],
  priority_asc: [prioritySortKey('asc'), desc(tickets.createdAt), desc(tickets.id)],
};

export interface TicketPageOptions {
  db: Reader;
  /** Whose `unread` flags the items carry. */
  /** Who reads the page: their unread markers, and whether internal notes count (staff). */
  viewer: Viewer;
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
 * is remembered (`TicketTotals`). Beyond 10,000 the total is "more than" (`total_capped`).
 */
export async function pageOfTickets(options: TicketPageOptions): Promise<Paginated<TicketListItem>> {
  return JSON.parse((await pageOfTicketsText(options)).text) as Paginated<TicketListItem>;
}

/** `pageOfTickets` as JSON text: the page is PostgreSQL's own text, passed on without a parse. */
export async function pageOfTicketsText({ db, viewer, where, orderBy, page, limit, totals = ticketTotals() }: TicketPageOptions): Promise<JsonText<Paginated<TicketListItem>>> {
  const [data, { total, capped }] = await Promise.all([
    selectTicketPageText(db, viewer, { where, orderBy, limit, offset: (page - 1) * limit }),
    totals.cached(where) ?? totals.count(db, where),
  ]);
  return new JsonText(`{"data":${data},"total":${total},"page":${page},"limit":${limit}${capped ? ',"total_capped":true' : ''}}`);
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
export async function listTickets(options: ListTicketsOptions): Promise<Paginated<TicketListItem>> {
  return JSON.parse((await listTicketsText(options)).text) as Paginated<TicketListItem>;
}

/** `listTickets` as the JSON text the API sends. */
export async function listTicketsText({ db, user, query, scope, totals }: ListTicketsOptions): Promise<JsonText<Paginated<TicketListItem>>> {
  assertFiltersAllowed(user, query);
  const where = ticketListWhere(user, query, scope);
  return pageOfTicketsText({ db, viewer: user, where, orderBy: TICKET_ORDER[query.sort], page: query.page, limit: query.limit, totals });
}

/** The `where` of a list: visibility, the route's scope and the query's filters. */
export function ticketListWhere(user: SessionUser, query: TicketListFilters, scope?: SQL): SQL | undefined {
  return and(visibleTicketsFor(user), scope, ticketFilters(user, query));
}
