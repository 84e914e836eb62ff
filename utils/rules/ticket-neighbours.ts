// Previous / next ticket from the ticket page (docs/ticket-tools.md): the neighbours are read from
// the same list API as the list the agent came from (./ticket-list-context.ts), page by page along
// its cursors.
import type { TicketListUrlFilters } from '@/utils/query/url-params';
import type { TicketListItem, TicketListPage } from '@/utils/schemas/tickets';
import { ticketHref } from './ticket-list-context';

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
