import { useCallback, useMemo } from 'react';
import { useRouter } from 'next/router';
import type { ParsedUrlQuery } from 'node:querystring';
import { withQuery } from '@/utils/query';
import { TicketListParams } from '@/utils/schemas/ticket-query';
import type { TicketListFilters } from '@/services/tickets';

const KEYS = Object.keys(TicketListParams.shape) as (keyof typeof TicketListParams.shape)[];
/** Left out of the URL so the default list has a clean, shareable address. */
const DEFAULTS: Record<string, unknown> = { page: 1, limit: 20, sort: 'newest' };

/**
 * The list filters live in the URL (page, limit and every filter; arrays comma-joined), so a
 * filtered page can be shared. A value the schema rejects is dropped instead of failing the page.
 */
export function parseTicketListQuery(query: ParsedUrlQuery): TicketListFilters {
  const valid: Record<string, string> = {};
  for (const key of KEYS) {
    const raw = query[key];
    const value = Array.isArray(raw) ? raw.join(',') : raw;
    if (value !== undefined && value !== '' && TicketListParams.shape[key].safeParse(value).success) valid[key] = value;
  }
  const parsed = TicketListParams.safeParse(valid);
  return parsed.success ? parsed.data : TicketListParams.parse({});
}

function withoutDefaults(filters: TicketListFilters): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filters).filter(([key, value]) => DEFAULTS[key] !== value));
}

export function useTicketListParams() {
  const router = useRouter();
  const filters = useMemo(() => parseTicketListQuery(router.query), [router.query]);

  /** Merges `changes`; any change but the page itself goes back to page 1. */
  const setFilters = useCallback(
    (changes: TicketListFilters) => {
      const next: TicketListFilters = { ...filters, ...changes };
      if (changes.page === undefined) next.page = 1;
      void router.push(withQuery(router.pathname, withoutDefaults(next)), undefined, { shallow: true });
    },
    [filters, router],
  );

  const resetFilters = useCallback(() => {
    void router.push(withQuery(router.pathname, { limit: filters.limit === DEFAULTS.limit ? undefined : filters.limit }), undefined, { shallow: true });
  }, [filters.limit, router]);

  // Until the router has read the URL, the query is empty: callers wait instead of fetching twice.
  return { filters, setFilters, resetFilters, ready: router.isReady };
}
