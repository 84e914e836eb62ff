import { useState } from 'react';

/**
 * The search term, page and page size of a list kept in component state, for a SearchInput and a
 * PagedTable: a new search or page size starts again from page 1.
 */
export function useListState(firstLimit = 10) {
  const [{ search, page, limit }, setState] = useState({ search: '', page: 1, limit: firstLimit });
  return {
    search,
    page,
    limit,
    firstLimit,
    onSearch: (term: string) => setState((current) => ({ ...current, search: term, page: 1 })),
    onPageChange: (next: number, size: number) => setState((current) => ({ ...current, page: size === current.limit ? next : 1, limit: size })),
  };
}

export type ListState = ReturnType<typeof useListState>;
