import { useEffect, type ReactNode } from 'react';
import { useRouter } from 'next/router';
import { ticketBulkText } from '@/locales/id/ticket-bulk';
import { ticketsText } from '@/locales/id/tickets';
import type { Paginated } from '@/utils/schemas/common';
import type { TicketSort } from '@/utils/schemas/ticket-codes';
import type { TicketListItem } from '@/utils/schemas/tickets';
import { DataTable } from '@/components/ui/data-table/data-table';
import { Pager } from '@/components/ui/data-table/pager';
import { EmptyState } from '@/components/ui/empty-state';
import { ticketHref } from '@/utils/rules/ticket-list-context';
import type { TicketListFilters } from '@/services/tickets';
import { ticketColumns } from './ticket-columns';

const PAGER_TEXTS = { ...ticketsText.pager, total: ticketsText.total, moreThan: ticketsText.moreThan };
// From md up, wide enough for every column: tablets scroll instead of squeezing the title.
const MIN_WIDTH = 1000;

interface Props {
  data: Paginated<TicketListItem> | undefined;
  loading: boolean;
  page: number;
  limit: number;
  /** A new page size is passed with the page it was chosen on: the caller goes back to page 1. */
  onPageChange: (page: number, limit: number) => void;
  /** With both, the column headers sort the list (on the server). */
  sort?: TicketSort;
  onSortChange?: (sort: TicketSort) => void;
  testId?: string;
  emptyText?: ReactNode;
  /** Staff: due markers under the titles. */
  showDue?: boolean;
  /** Staff: a checkbox per row for the bulk actions (the ids of this page). */
  selection?: { selectedIds: number[]; onChange: (ids: number[]) => void };
  /** The list's filters: a ticket opened from it gets previous / next within them. */
  list?: TicketListFilters;
}

/** The paginated ticket table shared by the list and the subscriptions page; a row click opens the ticket. */
export function TicketTable({
  data,
  loading,
  page,
  limit,
  onPageChange,
  sort,
  onSortChange,
  testId = 'ticket-table',
  emptyText = ticketsText.empty,
  showDue = false,
  selection,
  list,
}: Props) {
  const router = useRouter();
  // The titles are plain links (AppLink): the ticket page's code is fetched once for them all.
  const firstId = data?.data[0]?.id;
  useEffect(() => {
    if (firstId !== undefined) void router.prefetch(ticketHref(firstId));
  }, [firstId, router]);
  return (
    <DataTable<TicketListItem>
      testId={testId}
      rows={data?.data}
      rowKey={(t) => t.id}
      columns={ticketColumns({ sort, onSortChange, showDue, list })}
      loading={loading}
      empty={<EmptyState description={emptyText} />}
      onRowClick={(t) => void router.push(ticketHref(t.id, list))}
      selection={
        selection && {
          selectedKeys: selection.selectedIds,
          onChange: selection.onChange,
          rowLabel: (t) => ticketBulkText.bulk.select(t.number),
          pageLabel: ticketBulkText.bulk.selectPage,
        }
      }
      minWidth={MIN_WIDTH}
      footer={data?.total ? <Pager page={page} limit={limit} total={data.total} capped={data.total_capped} onChange={onPageChange} texts={PAGER_TEXTS} /> : null}
    />
  );
}
