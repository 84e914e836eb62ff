import { updateTicket, type UpdateTicketInput } from '@/services/tickets';
import { useTicketMutation } from './use-ticket-mutation';

export function useUpdateTicket(ticketId: number) {
  return useTicketMutation(ticketId, (body: UpdateTicketInput) => updateTicket(ticketId, body));
}
