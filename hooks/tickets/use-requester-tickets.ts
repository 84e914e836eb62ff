import { useTickets } from './use-tickets';

/** The newest tickets of one requester (staff: the list's requester filter), for the ticket page's side column and the merge dialog. */
export function useRequesterTickets(requesterId: number, { enabled = true } = {}) {
  return useTickets({ requester: [requesterId], sort: 'newest', limit: 10 }, { enabled });
}
