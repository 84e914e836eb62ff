// The list a ticket page was opened from (docs/ticket-tools.md): it travels in the ticket's URL
// as `?list=<the list's own query>`, so "Kembali", previous and next keep it across a reload.
import type { ParsedUrlQuery } from 'node:querystring';
import { buildQuery } from '@/utils/query/build-query';
import { readTicketListParams, type TicketListUrlFilters } from '@/utils/query/url-params';

/** The ticket page's query parameter holding the list it was opened from. */
export const LIST_PARAM = 'list';

/** Left out of a list's URL, so the default list has a clean address. */
const LIST_DEFAULTS: Record<string, unknown> = { page: 1, limit: 20, sort: 'newest' };

/** The filters without their default values (what a list URL writes). */
export function withoutListDefaults(filters: Partial<TicketListUrlFilters>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filters).filter(([key, value]) => LIST_DEFAULTS[key] !== value));
}

/** The pages of a list's tickets, remembering the list (if any): its query is built once for all rows. */
export function ticketHrefs(filters?: Partial<TicketListUrlFilters>): (id: number) => string {
  const query = filters ? `?${LIST_PARAM}=${encodeURIComponent(buildQuery(withoutListDefaults(filters)))}` : '';
  return (id) => `/tickets/${id}${query}`;
}

/** A ticket's page, remembering the list it is opened from (if any). */
export function ticketHref(id: number, filters?: Partial<TicketListUrlFilters>): string {
  return ticketHrefs(filters)(id);
}

/** The list a ticket page was opened from, as the list reads its own URL; undefined without one. */
export function listContextOf(query: ParsedUrlQuery): TicketListUrlFilters | undefined {
  const raw = query[LIST_PARAM];
  if (typeof raw !== 'string') return undefined;
  return readTicketListParams(Object.fromEntries(new URLSearchParams(raw)));
}
