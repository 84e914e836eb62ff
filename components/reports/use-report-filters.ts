import type { ParsedUrlQuery } from 'node:querystring';
import { useState } from 'react';
import { useRouter } from 'next/router';
import { useDebouncedValue } from '@/hooks/tickets/use-debounced-value';
import { withQuery } from '@/utils/query';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * A report's filters, read from the URL when the page opens (a link from the reconciliation page,
 * a reload) and written back to it; the search (asked once typing pauses) and the page stay on
 * the screen. A new filter or search starts again from page 1.
 */
export function useReportFilters<F extends { [K in keyof F]: string | number | undefined }>(read: (query: ParsedUrlQuery) => F) {
  const router = useRouter();
  const [filters, setFilters] = useState(() => read(router.query));
  const [search, setSearchText] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS) || undefined;
  const [page, setPage] = useState(1);

  const setFilter = (patch: Partial<F>) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    setPage(1);
    void router.replace(withQuery(router.pathname, next), undefined, { shallow: true });
  };
  const setSearch = (text: string) => {
    setSearchText(text);
    setPage(1);
  };
  return { filters, setFilter, search, setSearch, term, page, setPage };
}

/** A query value when it is one of `choices`. */
export function oneOf<T extends string>(raw: unknown, choices: readonly T[]): T | undefined {
  return choices.find((choice) => choice === raw);
}

/** A query value as text (the first of repeated ones), trimmed; undefined when empty. */
export function textOf(raw: unknown): string | undefined {
  const value = (Array.isArray(raw) ? raw[0] : raw) as unknown;
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
