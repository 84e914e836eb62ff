// Previous / next ticket from the ticket page (docs/ticket-tools.md): the list and filter the
// agent came from travel in the ticket's URL (`?list=<the list's own query>`), and the neighbours
// are read from the same list API, page by page along its cursors.
import type { ParsedUrlQuery } from 'node:querystring';
import { buildQuery } from '@/utils/query/build-query';
import { readTicketListParams, type TicketListUrlFilters } from '@/utils/query/url-params';
import type { TicketListItem, TicketListPage } from '@/utils/schemas/tickets';

/** The ticket page's query parameter holding the list it was opened from. */
export const LIST_PARAM = 'list';

/** Left out of a list's URL, so the default list has a clean address. */
const LIST_DEFAULTS: Record<string, unknown> = { page: 1, limit: 20, sort: 'newest' };

/** The filters without their default values (what a list URL writes). */
export function withoutListDefaults(filters: Partial<TicketListUrlFilters>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filters).filter(([key, value]) => LIST_DEFAULTS[key] !== value));
}

/** A ticket's page, remembering the list it is opened from (if any). */
export function ticketHref(id: number, filters?: Partial<TicketListUrlFilters>): string {
  return filters ? `/tickets/${id}?${LIST_PARAM}=${encodeURIComponent(buildQuery(withoutListDefaults(filters)))}` : `/tickets/${id}`;
}

/** The list a ticket page was opened from, as the list reads its own URL; undefined without one. */
export function listContextOf(query: ParsedUrlQuery): TicketListUrlFilters | undefined {
  const raw = query[LIST_PARAM];
  if (typeof raw !== 'string') return undefined;
  return readTicketListParams(Object.fromEntries(new URLSearchParams(raw)));
}

export interface Neighbour {
  ticket: Pick<TicketListItem, 'id' | 'number' | 'title'>;
  /** The ticket's page, with the list page it is on as its context. */
  href: string;
}
export interface Neighbours {
  previous: Neighbour | null;
  next: Neighbour | null;
}

type FetchPage = (filters: TicketListUrlFilters) => Promise<TicketListPage>;

/** The filters of the page after (or before) `page`, by its cursor; none at the list's end. */
export function adjacentPage(filters: TicketListUrlFilters, page: TicketListPage, step: 1 | -1): TicketListUrlFilters | undefined {
  const cursor = step === 1 ? page.next_cursor : page.prev_cursor;
  if (!cursor) return undefined;
  return { ...filters, page: page.page + step, cursor };
}

const neighbour = (item: TicketListItem, filters: TicketListUrlFilters): Neighbour => ({
  ticket: { id: item.id, number: item.number, title: item.title },
  href: ticketHref(item.id, filters),
});

/**
 * The tickets before and after `ticketId` in the list of `filters` (its page): on the same page,
 * or the last of the page before / the first of the page after. A ticket no longer on its page
 * (it left the filter, or newer ones pushed it on) has none: both ends are closed.
 */
export async function findNeighbours(ticketId: number, filters: TicketListUrlFilters, fetchPage: FetchPage): Promise<Neighbours> {
  const page = await fetchPage(filters);
  const at = page.data.findIndex((t) => t.id === ticketId);
  if (at === -1) return { previous: null, next: null };
  const side = async (step: 1 | -1): Promise<Neighbour | null> => {
    const here = page.data[at + step];
    if (here) return neighbour(here, filters);
    const other = adjacentPage(filters, page, step);
    if (!other) return null;
    const items = (await fetchPage(other)).data;
    const there = step === 1 ? items[0] : items.at(-1);
    return there ? neighbour(there, other) : null;
  };
  const [previous, next] = await Promise.all([side(-1), side(1)]);
  return { previous, next };
}
