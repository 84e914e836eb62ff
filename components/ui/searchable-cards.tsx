import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { SearchInput } from './search-input';
import { Skeleton } from './skeleton';

/** A growing list's search term and how many items it shows; a new search starts again at `pageSize`. */
export function useGrowingSearch(pageSize: number) {
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(pageSize);
  return {
    search,
    limit,
    onSearch: (term: string) => {
      setSearch(term.trim());
      setLimit(pageSize);
    },
    more: () => setLimit((n) => Math.min(100, n + pageSize)),
  };
}

interface SearchableCardsProps<T> {
  list: ReturnType<typeof useGrowingSearch>;
  query: { data?: { data: T[]; total: number }; isPending: boolean };
  texts: { search: string; empty: string; more: string };
  testId: string;
  /** The narrowest a card may get before the grid wraps. */
  minCardWidth: number;
  card: (item: T) => ReactNode;
}

/** A search box, the items as a card grid (a skeleton while loading, an empty state) and "more". */
export function SearchableCards<T>({ list, query: { data, isPending }, texts, testId, minCardWidth, card }: SearchableCardsProps<T>) {
  return (
    <>
      <SearchInput label={texts.search} placeholder={texts.search} onSearch={list.onSearch} style={{ maxWidth: 360 }} />
      {isPending ? (
        <Skeleton rows={6} />
      ) : data?.data.length ? (
        <div data-testid={testId} style={{ display: 'grid', gap: 16, gridTemplateColumns: `repeat(auto-fill, minmax(${minCardWidth}px, 1fr))` }}>
          {data.data.map(card)}
        </div>
      ) : (
        <EmptyState description={texts.empty} />
      )}
      {data && data.total > data.data.length && (
        <Button onClick={list.more} style={{ alignSelf: 'center' }}>
          {texts.more}
        </Button>
      )}
    </>
  );
}
