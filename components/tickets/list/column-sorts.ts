import type { SortDirection } from '@/components/ui/data-table/data-table';
import type { TicketSort } from '@/utils/schemas/ticket-codes';

/** The list's sortable columns (the column `key`) and the API sort of each direction. */
export const COLUMN_SORTS = {
  title: { ascending: 'title_asc', descending: 'title_desc' },
  status: { ascending: 'status_asc', descending: 'status_desc' },
  priority: { ascending: 'priority_asc', descending: 'priority' },
  created: { ascending: 'oldest', descending: 'newest' },
  updated: { ascending: 'updated_asc', descending: 'updated' },
} as const satisfies Record<string, Record<SortDirection, TicketSort>>;

export type SortableColumn = keyof typeof COLUMN_SORTS;

export const isSortableColumn = (key: string): key is SortableColumn => Object.hasOwn(COLUMN_SORTS, key);

/** The header's direction while the list is sorted by `sort` (none when sorted by another column). */
export function sortDirectionOf(column: SortableColumn, sort: TicketSort): SortDirection | undefined {
  const { ascending, descending } = COLUMN_SORTS[column];
  if (sort === ascending) return 'ascending';
  return sort === descending ? 'descending' : undefined;
}

/**
 * The sort a click on the header asks for: the other direction when the list is sorted by this
 * column (never back to "unsorted"), otherwise the first one: A–Z for title and status, the
 * newest or highest for dates and priority.
 */
export function nextSortOf(column: SortableColumn, sort: TicketSort): TicketSort {
  const direction = sortDirectionOf(column, sort);
  const first: SortDirection = column === 'title' || column === 'status' ? 'ascending' : 'descending';
  const next = direction === undefined ? first : direction === 'ascending' ? 'descending' : 'ascending';
  return COLUMN_SORTS[column][next];
}
