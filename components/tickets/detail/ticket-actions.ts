import { can, type PermissionUser } from '@/utils/permissions';
import type { TicketDetail } from '@/utils/schemas/tickets';
import { nextStatuses } from '@/utils/rules/status-transitions';
import { isKeptForHistory } from '@/utils/rules/ticket-deletion';

export const TICKET_ACTIONS = [
  'edit-title',
  'edit-description',
  'lock',
  'publish',
  'pin',
  'change-status',
  'change-agent',
  'change-priority',
  'reminder',
  'subscribe',
  'merge',
  'delete',
] as const;
export type TicketAction = (typeof TICKET_ACTIONS)[number];

/** The actions menu of a ticket: exactly what `can()` (and the lifecycle rules) allow, in menu order. */
export function ticketActions(user: PermissionUser | null, ticket: TicketDetail): TicketAction[] {
  const context = { ticket };
  const options = can(user, 'options-ticket', context);
  const allowed: Record<TicketAction, boolean> = {
    'edit-title': can(user, 'edit-ticket-title', context),
    'edit-description': can(user, 'edit-ticket-description', context),
    lock: options,
    publish: options,
    pin: options,
    'change-status': can(user, 'change-status', context) && nextStatuses(ticket.status.code).length > 0,
    'change-agent': can(user, 'change-agent', context),
    'change-priority': can(user, 'change-priority-kategory', context),
    reminder: can(user, 'reminder-ticket', context),
    // Anyone who can open the ticket may follow it.
    subscribe: user !== null,
    // A merged ticket only leads to its target: nothing is merged from it again.
    merge: can(user, 'merge-ticket', context) && ticket.merged_into === null,
    delete: user !== null && can(user, 'delete-ticket', context) && !isKeptForHistory(user.current_role, ticket.status.code),
  };
  return TICKET_ACTIONS.filter((action) => allowed[action]);
}
