import { mergeTicket, type MergeTicketInput } from '@/services/tickets';
import { useTicketMutation } from './use-ticket-mutation';

/** Merges this ticket into another; the duplicate's detail and every list refetch. */
export function useMergeTicket(ticketId: number) {
  return useTicketMutation(ticketId, (body: MergeTicketInput) => mergeTicket(ticketId, body));
}
