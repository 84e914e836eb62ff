import { changeTicketPriority, type ChangePriorityInput } from '@/services/tickets';
import { useTicketMutation } from './use-ticket-mutation';

export function useChangePriority(ticketId: number) {
  return useTicketMutation(ticketId, (body: ChangePriorityInput) => changeTicketPriority(ticketId, body));
}
