import { ticketsText } from '@/locales/id/tickets';
import type { TicketSort } from '@/utils/schemas/ticket-codes';
import type { TicketListItem } from '@/utils/schemas/tickets';
import type { TicketListFilters } from '@/services/tickets';
import type { DataColumn } from '@/components/ui/data-table/data-table';
import { StatusTag } from '@/components/ui/status-tag';
import { PriorityTag } from '@/components/ui/priority-tag';
import { RelativeTime } from '@/components/ui/relative-time';
import { UserName } from '@/components/ui/user-name';
import { ticketHrefs } from '@/utils/rules/ticket-list-context';
import { isSortableColumn, nextSortOf, sortDirectionOf } from './column-sorts';
import { CategoryCell, TitleCell } from './ticket-cells';

const c = ticketsText.columns;
type Column = DataColumn<TicketListItem>;

const titleColumn = (showDue: boolean, list: TicketListFilters | undefined): Column => {
  const hrefOf = ticketHrefs(list);
  return { key: 'title', title: c.title, render: (t) => <TitleCell ticket={t} showDue={showDue} href={hrefOf(t.id)} /> };
};

// Number and comment count sit under the title: at 1366 px ten columns left the title ~60 px.
// Below md only the title shows (status and age under it), so a phone never scrolls sideways.
const otherColumns: Column[] = [
  { key: 'status', title: c.status, width: 125, from: 'md', render: (t) => <StatusTag status={t.status} /> },
  { key: 'priority', title: c.priority, width: 115, from: 'md', render: (t) => <PriorityTag priority={t.priority} /> },
  { key: 'category', title: c.category, from: 'lg', render: (t) => <CategoryCell ticket={t} /> },
  { key: 'requester', title: c.requester, from: 'md', render: (t) => <UserName user={t.requester} avatar={false} /> },
  { key: 'assignee', title: c.assignee, from: 'md', render: (t) => <UserName user={t.assignee} emptyText={ticketsText.unassigned} avatar={false} /> },
  { key: 'created', title: c.created, width: 120, from: 'md', render: (t) => <RelativeTime value={t.created_at} /> },
  { key: 'updated', title: c.updated, width: 125, from: 'md', render: (t) => <RelativeTime value={t.updated_at} /> },
];

interface Options {
  /** With both, the sortable headers show the current sort and ask for another (the server sorts). */
  sort?: TicketSort;
  onSortChange?: (sort: TicketSort) => void;
  /** Staff: due markers under the titles. */
  showDue?: boolean;
  /** The list shown, carried to the ticket pages (their previous / next). */
  list?: TicketListFilters;
}

/** The list's columns. */
export function ticketColumns({ sort, onSortChange, showDue = false, list }: Options): Column[] {
  const columns = [titleColumn(showDue, list), ...otherColumns];
  if (!sort || !onSortChange) return columns;
  return columns.map((column) => {
    const { key } = column;
    return isSortableColumn(key) ? { ...column, sort: { direction: sortDirectionOf(key, sort), onSort: () => onSortChange(nextSortOf(key, sort)) } } : column;
  });
}
