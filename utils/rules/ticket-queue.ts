import type { Role } from '@/utils/permissions';
import type { StatusCode } from '@/utils/schemas/ticket-codes';

/** The staff home's cards (issue 31), in the order shown: what is late comes first. */
export const QUEUE_BUCKETS = ['overdue', 'unassigned', 'assigned', 'waiting'] as const;
export type QueueBucket = (typeof QUEUE_BUCKETS)[number];

const OPEN: StatusCode[] = ['DIAJUKAN', 'DIKERJAKAN'];

/**
 * A bucket as the ticket list's own filters: the card's count is that list's total, and its link
 * opens it (a type, not an interface, so it is a record of query values for `withQuery`).
 */
export type QueueFilters = {
  status?: StatusCode[];
  scope?: 'assigned';
  unassigned?: true;
  sub_category?: number[];
  due?: 'overdue';
  waiting?: true;
};

/**
 * Each bucket for a staff member. Agents see their own late tickets and the unassigned ones in
 * their sub-categories (those of the tickets they handle; all when they handle none yet); admins
 * see every late ticket and every unassigned one.
 */
export function queueFilters(role: Exclude<Role, 'user'>, subCategoryIds: number[]): Record<QueueBucket, QueueFilters> {
  const agent = role === 'agent';
  return {
    overdue: agent ? { scope: 'assigned', due: 'overdue' } : { due: 'overdue' },
    unassigned: { status: OPEN, unassigned: true, ...(agent && subCategoryIds.length ? { sub_category: subCategoryIds } : {}) },
    assigned: { status: OPEN, scope: 'assigned' },
    waiting: { status: ['DIKERJAKAN'], scope: 'assigned', waiting: true },
  };
}
