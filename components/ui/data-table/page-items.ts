/** A page number, or a gap standing for the pages left out between two numbers. */
export type PageItem = number | 'gap';

/** At most this many items: first, last, the current page with one neighbour each side, two gaps. */
const MAX_ITEMS = 7;

/**
 * The page buttons of a pager: every page when there are few, otherwise the first and last
 * pages, the current one with its neighbours and a gap for each run left out
 * (1 … 4 5 6 … 12). A gap never hides a single page: that page is shown instead.
 */
export function pageItems(current: number, pageCount: number): PageItem[] {
  if (pageCount <= MAX_ITEMS) return Array.from({ length: pageCount }, (_, i) => i + 1);
  // The middle run keeps three numbers, pushed inwards near either end.
  const start = Math.min(Math.max(current - 1, 3), pageCount - 4);
  const middle = [start, start + 1, start + 2];
  const head: PageItem[] = start === 3 ? [1, 2] : [1, 'gap'];
  const tail: PageItem[] = start + 2 === pageCount - 2 ? [pageCount - 1, pageCount] : ['gap', pageCount];
  return [...head, ...middle, ...tail];
}
