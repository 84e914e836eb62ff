import { can } from '@/utils/permissions';
import type { SessionUser } from '@/utils/session-user';

type WithCount = { total_tickets?: number };

function strip<T extends WithCount>(row: T): T {
  const { total_tickets: _hidden, ...rest } = row;
  return rest as T;
}

/**
 * Reference rows count every ticket that uses them. Staff may see every ticket, so the numbers
 * are theirs to know; anyone else would learn how many tickets they cannot open exist (issue 11),
 * so the counts are left out for them. Works on one row, a list, or a page (`{ data }`).
 */
export function ticketCountsFor<T>(user: SessionUser, value: T): T {
  if (can(user, 'see-ticket-counts')) return value;
  if (Array.isArray(value)) return value.map((row: WithCount) => strip(row)) as T;
  if (value && typeof value === 'object' && 'data' in value && Array.isArray(value.data)) {
    return { ...value, data: value.data.map((row: WithCount) => strip(row)) };
  }
  return strip(value as WithCount) as T;
}
