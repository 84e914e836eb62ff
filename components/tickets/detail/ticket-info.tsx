import { FactList, type Fact } from '@/components/ui/fact-list';
import { Panel } from '@/components/ui/panel';
import { ticketsText } from '@/locales/id/tickets';
import { formatDate, formatDateTimeLong, formatDateTimeShort } from '@/utils/format';
import type { TicketDetail } from '@/utils/schemas/tickets';
import { PriorityTag } from '@/components/ui/priority-tag';
import { RelativeTime } from '@/components/ui/relative-time';
import { UserName } from '@/components/ui/user-name';

const d = ticketsText.detail;
const optional = (label: string, value: string | null, format: (v: string) => string) =>
  value ? [{ key: label, label, value: format(value) }] : [];

/** The facts of a ticket in the spec's date formats (section 9). */
export function TicketInfo({ ticket }: { ticket: TicketDetail }) {
  const category = ticket.sub_category
    ? `${ticket.sub_category.category.name} / ${ticket.sub_category.name}`
    : ticketsText.noCategory;
  const items: Fact[] = [
    { key: 'requester', label: d.requester, value: <UserName user={ticket.requester} /> },
    { key: 'assignee', label: d.assignee, value: <UserName user={ticket.assignee} emptyText={ticketsText.unassigned} /> },
    { key: 'priority', label: d.priority, value: <PriorityTag priority={ticket.priority} emptyText={ticketsText.noPriority} /> },
    { key: 'category', label: d.category, value: category },
    { key: 'created', label: d.created, value: <span data-testid="created-at">{formatDateTimeLong(ticket.created_at)}</span> },
    { key: 'updated', label: d.updated, value: <RelativeTime value={ticket.updated_at} secondary={false} /> },
    ...optional(d.published, ticket.published_at, formatDate),
    ...optional(d.startWork, ticket.start_work_at, formatDateTimeShort),
    ...optional(d.completed, ticket.completed_at, formatDateTimeShort),
    ...(ticket.total_reminders > 0 ? [{ key: 'reminders', label: d.reminders, value: String(ticket.total_reminders) }] : []),
  ];
  return (
    <Panel size="small" title={d.info}>
      <FactList items={items} data-testid="ticket-info" />
    </Panel>
  );
}
