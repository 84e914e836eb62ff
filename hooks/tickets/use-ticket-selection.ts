import { useMemo, useState } from 'react';
import type { TicketListItem } from '@/utils/schemas/tickets';

/**
 * The ticked rows of one list page. The ids belong to the page they were ticked on (`pageKey`:
 * filters, sort and page), so another page or filter starts with nothing ticked, and the tickets
 * are read from the rows as last loaded.
 */
export function useTicketSelection(pageKey: string, rows: TicketListItem[] | undefined) {
  const [state, setState] = useState<{ pageKey: string; ids: number[] }>({ pageKey, ids: [] });
  const tickets = useMemo(() => (state.pageKey === pageKey ? (rows?.filter((t) => state.ids.includes(t.id)) ?? []) : []), [state, pageKey, rows]);
  return {
    /** Ticked and still on the page. */
    tickets,
    ids: useMemo(() => tickets.map((t) => t.id), [tickets]),
    select: (next: number[]) => setState({ pageKey, ids: next }),
    clear: () => setState({ pageKey, ids: [] }),
  };
}
