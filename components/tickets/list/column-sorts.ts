import type { SortOrder } from 'antd/es/table/interface';
import type { TicketSort } from '@/utils/schemas/ticket-codes';

/** The list's sortable columns (the column `key`) and the API sort of each direction. */
export const COLUMN_SORTS = {
  title: { ascend: 'title_asc', descend: 'title_desc' },
  status: { ascend: 'status_asc', descend: 'status_desc' },
  priority: { ascend: 'priority_asc', descend: 'priority' },
  created: { ascend: 'oldest', descend: 'newest' },
  updated: { ascend: 'updated_asc', descend: 'updated' },
} as const satisfies Record<string, Record<'ascend' | 'descend', TicketSort>>;

export type SortableColumn = keyof typeof COLUMN_SORTS;

export const isSortableColumn = (key: unknown): key is SortableColumn => typeof key === 'string' && Object.hasOwn(COLUMN_SORTS, key);

/** The header arrow of `column` while the list is sorted by `sort`. */
export function sortOrderOf(column: SortableColumn, sort: TicketSort): SortOrder {
  const { ascend, descend } = COLUMN_SORTS[column];
  if (sort === ascend) return 'ascend';
  return sort === descend ? 'descend' : null;
}

/**
 * Clicking a header toggles between its two directions and never back to "unsorted" (antd
 * reads the list as a cycle); dates and priority start with the newest or highest.
 */
export function sortDirectionsOf(column: SortableColumn): SortOrder[] {
  return column === 'title' || column === 'status' ? ['ascend', 'descend', 'ascend'] : ['descend', 'ascend', 'descend'];
}
