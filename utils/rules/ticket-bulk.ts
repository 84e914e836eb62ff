import { can, type Permission, type PermissionUser, type TicketContext } from '../permissions';
import type { PriorityCode, StatusCode } from '../schemas/ticket-codes';
import { canMoveStatus } from './status-transitions';

// Bulk actions on the ticket list (docs/tickets.md, "Bulk actions"): the server refuses the
// whole request when any ticket refuses, and the list's confirmation names those tickets before
// anything is sent. Both ask this one rule, on the same permission rows as the single-ticket routes.

export const BULK_ACTIONS = ['assign', 'status', 'priority'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The single-ticket permission an action needs on every selected ticket. */
export const BULK_PERMISSIONS: Readonly<Record<BulkAction, Permission>> = {
  assign: 'change-agent',
  status: 'change-status',
  priority: 'change-priority-kategory',
};

/** What to do: assign (an agent's or admin's id, null unassigns), a status, or a priority (null clears). */
export type BulkChange =
  | { action: 'assign'; value: number | null }
  | { action: 'status'; value: StatusCode }
  | { action: 'priority'; value: PriorityCode | null };

/** One selected ticket as the rule needs it (a list item or a database row). */
export interface BulkTarget {
  number: string;
  statusCode: string;
  context: TicketContext;
}

export interface BulkRefusals {
  /** Without the action's permission on the ticket (403). */
  forbidden: string[];
  /** A status move the lifecycle does not allow from the ticket's status (409). */
  conflicting: string[];
}

/** Ticket numbers that refuse the change, by reason; both empty when every ticket may change. */
export function bulkRefusals(user: PermissionUser | null | undefined, change: BulkChange, targets: readonly BulkTarget[]): BulkRefusals {
  const permission = BULK_PERMISSIONS[change.action];
  const forbidden = targets.filter((t) => !can(user, permission, { ticket: t.context }));
  const conflicting = change.action === 'status' ? targets.filter((t) => !forbidden.includes(t) && !canMoveStatus(t.statusCode, change.value)) : [];
  return { forbidden: forbidden.map((t) => t.number), conflicting: conflicting.map((t) => t.number) };
}
