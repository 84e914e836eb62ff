import { useCallback, useMemo } from 'react';
import { useRouter } from 'next/router';
import { withQuery } from '@/utils/query';
import { readTicketListParams } from '@/utils/query/url-params';
import type { TicketListFilters } from '@/services/tickets';
import { withoutListDefaults } from '@/utils/rules/ticket-list-context';

/** The default page size, left out of the URL like the other defaults. */
const DEFAULT_LIMIT = 20;

/**
 * The list filters live in the URL (page, limit and every filter; arrays comma-joined; the
 * cursor of a page reached by "next"), so a filtered page can be shared. A value the API would refuse is dropped instead of failing the page.
 */
export function useTicketListParams() {
  const router = useRouter();
  const filters: TicketListFilters = useMemo(() => readTicketListParams(router.query), [router.query]);

  /**
   * Merges `changes`; any change but the page itself goes back to page 1. A cursor (the page
   * after another, without an offset) lasts only as long as the change that brought it.
   */
  const setFilters = useCallback(
    (changes: TicketListFilters) => {
      const next: TicketListFilters = { ...filters, ...changes, cursor: changes.cursor };
      if (changes.page === undefined) next.page = 1;
      void router.push(withQuery(router.pathname, withoutListDefaults(next)), undefined, { shallow: true });
    },
    [filters, router],
  );

  const resetFilters = useCallback(() => {
    void router.push(withQuery(router.pathname, { limit: filters.limit === DEFAULT_LIMIT ? undefined : filters.limit }), undefined, { shallow: true });
  }, [filters.limit, router]);

  // Until the router has read the URL, the query is empty: callers wait instead of fetching twice.
  return { filters, setFilters, resetFilters, ready: router.isReady };
}
