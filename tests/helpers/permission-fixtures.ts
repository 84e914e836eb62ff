import type { TicketContext } from '@/utils/permissions';

/** The acting person of the permission tables, and someone else. */
export const ME = 7;
export const OTHER = 99;

/** A published, open ticket of someone else, assigned to someone else; `over` puts the actor in. */
export const ticketOf = (over: Partial<TicketContext> = {}): TicketContext => ({
  requester_id: OTHER,
  assignee_id: OTHER,
  is_published: true,
  is_locked: false,
  ...over,
});
