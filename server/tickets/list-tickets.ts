import { and, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { JsonText } from '@/server/http/json-text';
import type { Paginated } from '@/utils/schemas/common';
import { TICKET_SORTS, type TicketSort } from '@/utils/schemas/ticket-codes';
import type { TicketListItem, TicketListPage } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import type { Viewer } from './comment-visibility';
import { visibleTicketsFor } from './load-ticket';
import { decodeTicketCursor, encodeTicketCursor, type TicketCursor } from './ticket-cursor';
import { assertFiltersAllowed, ticketFilters, type TicketListFilters } from './ticket-filters';
import { rowsPast, sortKeyValues, ticketOrderBy, type CursorSide, type KeyValue } from './ticket-order';
import { ticketTotals, type TicketTotals } from './ticket-totals';
import { selectTicketPageText } from './ticket-view';

type Reader = Pick<Database, 'select'>;

/** The `order by` of each list sort (ticket-order.ts), the id last. */
export const TICKET_ORDER = Object.fromEntries(TICKET_SORTS.map((sort) => [sort, ticketOrderBy(sort)])) as Record<TicketSort, SQL[]>;

/** Each sort walked from the other end: the ids of the page before a cursor's row. */
const REVERSED_ORDER = Object.fromEntries(TICKET_SORTS.map((sort) => [sort, ticketOrderBy(sort, true)])) as Record<TicketSort, SQL[]>;

/** `page=` stops here (utils/schemas/query-params.ts): no cursor leads past it. */
const LAST_PAGE = 10_000;

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
  /**
   * A list sort's keyset: the answer carries `next_cursor` and `prev_cursor`, and with `cursor`
   * the page is the one after (or before) that cursor's row: an index bound instead of an offset;
   * `page` is the cursor's.
   */
  keyset?: { sort: TicketSort; cursor?: TicketCursor };
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
export async function pageOfTicketsText({ db, viewer, where, orderBy, page, limit, totals = ticketTotals(), keyset }: TicketPageOptions): Promise<JsonText<TicketListPage>> {
  const cursor = keyset?.cursor;
  const pageNumber = cursor ? cursor.page + (cursor.side === 'after' ? 1 : -1) : page;
  const [rows, { total, capped }] = await Promise.all([
    selectTicketPageText(db, viewer, {
      where: cursor ? and(where, rowsPast(cursor.sort, cursor.keys, cursor.id, cursor.side)) : where,
      orderBy,
      walkOrderBy: cursor?.side === 'before' ? REVERSED_ORDER[cursor.sort] : undefined,
      limit,
      offset: cursor ? 0 : (page - 1) * limit,
      keysOf: keyset && sortKeyValues(keyset.sort),
    }),
    totals.cached(where) ?? totals.count(db, where),
  ]);
  const more = rows.size === limit && pageNumber < LAST_PAGE && (capped || pageNumber * limit < total);
  const next = keyset && more && rows.lastKeys ? cursorText(keyset.sort, pageNumber, limit, rows.lastKeys, 'after') : undefined;
  const prev = keyset && pageNumber > 1 && rows.firstKeys ? cursorText(keyset.sort, pageNumber, limit, rows.firstKeys, 'before') : undefined;
  return new JsonText(
    `{"data":${rows.items},"total":${total},"page":${pageNumber},"limit":${limit}${capped ? ',"total_capped":true' : ''}${next ? `,"next_cursor":"${next}"` : ''}${prev ? `,"prev_cursor":"${prev}"` : ''}}`,
  );
}

/** The cursor of the page on `side` of this page's row whose keys are `keysText` (`sortKeyValues`). */
function cursorText(sort: TicketSort, page: number, limit: number, keysText: string, side: CursorSide): string {
  const values = JSON.parse(keysText) as KeyValue[];
  return encodeTicketCursor({ sort, page, limit, keys: values.slice(0, -1), id: values[values.length - 1] as number, side });
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
export async function listTickets(options: ListTicketsOptions): Promise<TicketListPage> {
  return JSON.parse((await listTicketsText(options)).text) as TicketListPage;
}

/** `listTickets` as the JSON text the API sends. */
export async function listTicketsText({ db, user, query, scope, totals }: ListTicketsOptions): Promise<JsonText<TicketListPage>> {
  assertFiltersAllowed(user, query);
  const cursor = query.cursor === undefined ? undefined : decodeTicketCursor(query.cursor, query.sort, query.limit);
  const where = ticketListWhere(user, query, scope);
  const { sort, page, limit } = query;
  return pageOfTicketsText({ db, viewer: user, where, orderBy: TICKET_ORDER[sort], page, limit, totals, keyset: { sort, cursor } });
}

/** The `where` of a list: visibility, the route's scope and the query's filters. */
export function ticketListWhere(user: SessionUser, query: TicketListFilters, scope?: SQL): SQL | undefined {
  return and(visibleTicketsFor(user), scope, ticketFilters(user, query));
}
