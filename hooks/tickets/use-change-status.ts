import { changeTicketStatus, type ChangeStatusInput } from '@/services/tickets';
import { useTicketMutation } from './use-ticket-mutation';

export function useChangeStatus(ticketId: number) {
  return useTicketMutation(ticketId, (body: ChangeStatusInput) => changeTicketStatus(ticketId, body));
}
